import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@aatd/contract';
import { buildContentApp } from '../../test/content.js';
import { createMember } from '../../test/factories.js';
import { altchaHeader, latestMail, multipart, validSignup } from '../../test/flows.js';
import { notify } from '../../core/notifications/notify.js';

/** Every mail a member receives is in their saved language (users.locale); none saved is English. */
let app: FastifyInstance;
let site: string;
let support: string;

beforeAll(async () => {
  app = await buildContentApp();
  site = app.deployment.siteName;
  support = app.deployment.supportEmail;
});
afterAll(async () => app?.close());

const mailTo = async (email: string) => {
  const { mail, token } = await latestMail(app, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return { ...mail, token };
};

const requestReset = async (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/reset-password-email',
    payload: { email },
    headers: await altchaHeader(app),
  });

const member = (locale: Locale | null, firstName = 'Jana') =>
  createMember(app, { locale, title: 'Dr.', firstName, lastName: 'Weber' });

describe('the password-reset mail', () => {
  it('is German for a member who chose German', async () => {
    const { user } = await member('de');
    expect((await requestReset(user.email)).statusCode).toBe(200);
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe(`Passwort für ${site} zurücksetzen`);
    expect(mail.text.split('\n')[0]).toBe('Guten Tag Dr. Jana Weber,');
    expect(mail.text).toContain('Wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten.');
    expect(mail.text).toContain(`Passwort zurücksetzen: ${app.env.publicUrl}/resetpassword/${mail.token}`);
    expect(mail.text).toContain('Ihr Passwort bleibt unverändert.');
    expect(mail.text).toContain(`Fragen: ${support}`);
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.html).toContain('<body lang="de" dir="ltr"');
    expect(mail.html).toContain('>Passwort zurücksetzen</a>');
    expect(mail.html).toContain('Falls die Schaltfläche nicht funktioniert');
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/Reset my password|Dear |If the button/);
  });

  it('is Arabic, right to left, for a member who chose Arabic', async () => {
    const { user } = await member('ar');
    expect((await requestReset(user.email)).statusCode).toBe(200);
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe(`إعادة تعيين كلمة المرور لدى ${site}`);
    expect(mail.text.split('\n')[0]).toBe('حضرة Dr. Jana Weber،');
    expect(mail.text).toContain('تلقّينا طلبًا لإعادة تعيين كلمة المرور الخاصة بكم.');
    expect(mail.text).toContain(`إعادة تعيين كلمة المرور: ${app.env.publicUrl}/resetpassword/${mail.token}`);
    expect(mail.text).toContain(`للاستفسارات: ${support}`);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<body lang="ar" dir="rtl"');
    expect(mail.html).toContain('>إعادة تعيين كلمة المرور</a>');
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/Reset my password|Dear |If the button/);
  });

  it('is the unchanged English for a member with no saved language', async () => {
    const { user } = await member(null);
    expect((await requestReset(user.email)).statusCode).toBe(200);
    const mail = await mailTo(user.email);
    const link = `${app.env.publicUrl}/resetpassword/${mail.token}`;
    expect(mail.subject).toBe(`Reset your ${site} password`);
    expect(mail.text).toBe(
      [
        'Dear Dr. Jana Weber,',
        '',
        'We received a request to reset your password. Open the link below to create a new one.',
        '',
        `Reset my password: ${link}`,
        '',
        'The link can be used once and expires in 1 hour. If you did not ask for this, you can ignore this e-mail: your password stays the same.',
        '',
        '--',
        `${site} — for healthcare professionals outside the UK only. Questions: ${support}`,
      ].join('\n'),
    );
    expect(mail.html).toContain('<!doctype html><html lang="en"><head>');
    expect(mail.html).toContain('<body style=');
    expect(mail.html).toContain(`If the button does not work, copy this address into your browser: ${link}`);
  });
});

describe('the share notice', () => {
  const link = 'http://localhost:3103/community/news/clinicalnews/12';
  const shareWith = async (receiverLocale: Locale | null) => {
    const sender = await createMember(app, { firstName: 'Sara', lastName: 'Sender', locale: 'en' });
    const receiver = await member(receiverLocale, 'Rana');
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/share',
      headers: sender.auth,
      payload: { resourceLink: link, receiverId: receiver.user.id, senderMessage: 'Lesenswert' },
    });
    expect(res.statusCode).toBe(201);
    return mailTo(receiver.user.email);
  };

  it("is in the receiver's German, not the sender's language", async () => {
    const mail = await shareWith('de');
    expect(mail.subject).toBe(`Dr. Sara Sender hat auf ${site} eine Seite mit Ihnen geteilt`);
    expect(mail.text).toContain(
      'Dr. Sara Sender hat eine Seite mit Ihnen geteilt. Sie finden sie in Ihren Nachrichten.',
    );
    expect(mail.text).toContain('Nachricht: „Lesenswert“');
    expect(mail.text).toContain(`Geteilte Seite öffnen: ${app.env.publicUrl}/community/news/clinicalnews/12`);
    expect(mail.html).toContain('<body lang="de" dir="ltr"');
  });

  it('is Arabic and right to left for an Arabic receiver', async () => {
    const mail = await shareWith('ar');
    expect(mail.subject).toBe(`شارك Dr. Sara Sender صفحة معكم على ${site}`);
    expect(mail.text).toContain('ستجدونها في رسائلكم.');
    expect(mail.text).toContain('رسالة المُرسِل: «Lesenswert»');
    expect(mail.html).toContain('<body lang="ar" dir="rtl"');
  });

  it('is the unchanged English for a receiver with no saved language', async () => {
    const mail = await shareWith(null);
    expect(mail.subject).toBe(`Dr. Sara Sender shared a page with you on ${site}`);
    expect(mail.text).toContain('Dr. Sara Sender shared a page with you. You will find it in your messages.');
    expect(mail.text).toContain('Their message: "Lesenswert"');
    expect(mail.html).toContain('<html lang="en"><head>');
  });
});

describe('a notification mail', () => {
  /** A member who asked for this kind by e-mail at once (through the preferences API), told of an item they saved. */
  const toldOfUpdate = async (locale: Locale | null) => {
    const m = await member(locale, 'Nora');
    const put = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: m.auth,
      payload: { data: [{ kind: 'savedItemChanged', channel: 'emailNow' }] },
    });
    expect(put.statusCode).toBe(200);
    await app.db.transaction().execute((trx) =>
      notify(trx, app, {
        kind: 'savedItemChanged',
        recipients: [m.user.id],
        actorId: null,
        link: '/community/news/clinicalnews/12',
        subject: 'Updated: Alpha-1 screening',
        mailSubject: (t) => t.subjects.updated('Alpha-1 screening'),
        groupKey: `saved:test:${m.user.id}`,
      }),
    );
    return mailTo(m.user.email);
  };

  it('names the kind, what happened, its button and the unsubscribe note in German', async () => {
    const mail = await toldOfUpdate('de');
    const line =
      'Ein von mir gespeicherter Inhalt wurde aktualisiert oder zurückgezogen: Aktualisiert: Alpha-1 screening';
    expect(mail.subject).toBe(line);
    expect(mail.text).toContain(`Öffnen: ${app.env.publicUrl}/community/news/clinicalnews/12`);
    expect(mail.text).toContain('Sie erhalten diese E-Mail aufgrund Ihrer Benachrichtigungseinstellungen');
    expect(mail.headers).toHaveProperty('List-Unsubscribe-Post', 'List-Unsubscribe=One-Click');
  });

  it('is Arabic and right to left for an Arabic member', async () => {
    const mail = await toldOfUpdate('ar');
    expect(mail.subject).toBe('تحديث عنصر حفظته أو سحبه: تم التحديث: Alpha-1 screening');
    expect(mail.html).toContain('<body lang="ar" dir="rtl"');
  });

  it('is the unchanged English for a member with no saved language', async () => {
    const mail = await toldOfUpdate(null);
    expect(mail.subject).toBe('An item I saved was updated or withdrawn: Updated: Alpha-1 screening');
    expect(mail.text).toContain(`Open it: ${app.env.publicUrl}/community/news/clinicalnews/12`);
    expect(mail.text).toContain('You receive this because of your notification preferences (');
  });
});

describe('registering', () => {
  const signUp = async (headers: Record<string, string>, extra: Record<string, string> = {}) => {
    const fields = validSignup(extra);
    const body = await multipart(fields);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: body.payload,
      headers: { ...body.headers, ...(await altchaHeader(app)), ...headers },
    });
    expect(res.statusCode).toBe(200);
    const saved = await app.db
      .selectFrom('users')
      .select('locale')
      .where('email', '=', fields.email!.toLowerCase())
      .executeTakeFirstOrThrow();
    return { locale: saved.locale, mail: await mailTo(fields.email!) };
  };

  it("saves the browser's German, so the first mail (the address check) is German", async () => {
    const { locale, mail } = await signUp({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(locale).toBe('de');
    expect(mail.subject).toBe(`Bitte bestätigen Sie Ihre E-Mail-Adresse für ${site}`);
    expect(mail.text).toContain(`Vielen Dank für Ihre Registrierung bei ${site}.`);
  });

  it("prefers the language chosen on the site (its cookie) to the browser's", async () => {
    const { locale, mail } = await signUp({ cookie: 'consent=1; locale=ar', 'accept-language': 'de-DE' });
    expect(locale).toBe('ar');
    expect(mail.subject).toBe(`تأكيد عنوان بريدكم الإلكتروني لدى ${site}`);
    expect(mail.html).toContain('<body lang="ar" dir="rtl"');
  });

  it('takes a language sent with the form first', async () => {
    const { locale } = await signUp({ cookie: 'locale=ar' }, { locale: 'de' });
    expect(locale).toBe('de');
  });

  it('saves English when the browser asks for it', async () => {
    const { locale, mail } = await signUp({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(locale).toBe('en');
    expect(mail.subject).toBe(`Verify your e-mail address for ${site}`);
  });

  it('saves no language when none of ours was asked for, and mails the unchanged English', async () => {
    const { locale, mail } = await signUp({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(locale).toBeNull();
    expect(mail.subject).toBe(`Verify your e-mail address for ${site}`);
    expect(mail.text).toContain(`Thank you for registering with ${site}.`);
    expect(mail.text).toContain('Please confirm that this e-mail address is yours by opening the link below.');
    expect(mail.html).toContain('<html lang="en"><head>');
  });
});

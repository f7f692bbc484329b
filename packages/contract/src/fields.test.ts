import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, line, text } from './fields.js';
import { RevokeTokenSchema, LoginSchema, TokenExchangeSchema, VerifyEmailSchema } from './identity.js';
import { CommentCreateSchema, ShareBodySchema, ShareFormSchema } from './engagement.js';
import { ReportMessageSchema, SendMessageSchema, EventsQuerySchema } from './messaging.js';
import { SiteSearchQuerySchema, ArticleSearchQuerySchema } from './search.js';
import { MemberSearchQuerySchema } from './members.js';
import { ModuleSearchFormSchema, ModuleSearchQuerySchema } from './modules.js';
import { EducationPostParamsSchema, EducationSlugParamsSchema } from './education.js';
import { DocCheckReturnQuerySchema } from './account-flows.js';
import { DevMailQuerySchema } from './mail.js';
import { RatingBodySchema } from './rating.js';
import { ActivityCreateSchema } from './activities.js';
import { FeedbackBodySchema } from './feedback.js';
import { RejectVerificationSchema } from './verification.js';
import { ProfileBodySchema } from './profile.js';
import { SignupBodySchema } from './registration.js';
import { fieldErrors } from './test-helpers.js';

describe('line() and text()', () => {
  it('refuses NUL, the other C0 controls and DEL on one line, with one clear message', () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\tb', 'a\nb', 'a\u001bb', 'a\u007fb']) {
      expect(fieldErrors(line().safeParse(bad))).toEqual({ '': [CONTROL_CHARACTERS_MESSAGE] });
    }
  });
  it('allows tab, line feed and carriage return in multi-line text, nothing else', () => {
    expect(text().parse('Dear colleague,\r\n\tthank you.\n')).toBe('Dear colleague,\r\n\tthank you.');
    for (const bad of ['a\u0000b', 'a\u000bb', 'a\u000cb', 'a\u007fb']) {
      expect(fieldErrors(text().safeParse(bad))).toEqual({ '': [CONTROL_CHARACTERS_MESSAGE] });
    }
  });
  it('keeps ordinary text, accents and emoji, trimmed', () => {
    expect(line().parse('  Dr. Zoë Ünal – 🫁 ')).toBe('Dr. Zoë Ünal – 🫁');
  });
});

/** Every request schema with a valid sample; each of its text fields is then poisoned in turn. */
const requests: Array<[string, z.ZodType, Record<string, unknown>, string[]]> = [
  ['login', LoginSchema, { email: 'a@b.test', password: 'secret' }, ['password']],
  ['revoke', RevokeTokenSchema, { token: 'abc' }, ['token']],
  ['token exchange', TokenExchangeSchema, { code: 'abc', code_verifier: 'v'.repeat(43) }, ['code']],
  ['verify e-mail', VerifyEmailSchema, { recoveryToken: 'abc' }, ['recoveryToken']],
  ['comment', CommentCreateSchema, { commentText: 'Hello' }, ['commentText']],
  [
    'share',
    ShareBodySchema,
    { resourceLink: '/x', receiverId: 2, senderMessage: 'hi' },
    ['resourceLink', 'senderMessage'],
  ],
  [
    'share form',
    ShareFormSchema,
    { receiverId: 2, memberName: 'A B', senderMessage: 'hi' },
    ['memberName', 'senderMessage'],
  ],
  ['message', SendMessageSchema, { receiverId: 2, messageText: 'Hello' }, ['messageText']],
  ['report', ReportMessageSchema, { reporteeId: 2, reason: 'spam', actionOnReport: 'none' }, ['reason']],
  ['events', EventsQuerySchema, { ticket: 't'.repeat(20) }, ['ticket']],
  ['site search', SiteSearchQuerySchema, { q: 'alpha', category: 'articles' }, ['q', 'category']],
  ['article search', ArticleSearchQuerySchema, { q: 'alpha' }, ['q']],
  ['member search', MemberSearchQuerySchema, { q: 'ana' }, ['q']],
  ['module search', ModuleSearchQuerySchema, { name: 'a', topic: 'b' }, ['name', 'topic']],
  ['module search form', ModuleSearchFormSchema, { name: 'a', topic: 'b', bookmarked: false }, ['name', 'topic']],
  ['education slug', EducationSlugParamsSchema, { slug: 'oncology' }, ['slug']],
  ['education post', EducationPostParamsSchema, { slug: 'oncology', id: 1 }, ['slug']],
  [
    'doccheck return',
    DocCheckReturnQuerySchema,
    { code: 'c', state: 's', login_id: 'l', uniquekey: 'u', error: 'e' },
    ['code', 'state', 'login_id', 'uniquekey', 'error'],
  ],
  ['dev mail', DevMailQuerySchema, { to: 'a@b.test' }, ['to']],
  ['rating', RatingBodySchema, { rating: 3, moduleType: 'conference-highlights' }, ['moduleType']],
  ['activity', ActivityCreateSchema, { name: 'Walk', description: 'A walk' }, ['name', 'description']],
  ['feedback', FeedbackBodySchema, { feedbackText: 'Nice' }, ['feedbackText']],
  ['reject verification', RejectVerificationSchema, { reason: 'No proof' }, ['reason']],
  [
    'profile',
    ProfileBodySchema,
    {
      title: 'Dr.',
      firstName: 'Ana',
      lastName: 'Lee',
      region: 'US',
      organisation: 'H',
      professionalNumber: '1',
      mobileNumber: '',
      imageStatus: 'IMAGE_UNCHANGED',
    },
    ['firstName', 'lastName', 'organisation', 'professionalNumber', 'mobileNumber'],
  ],
  [
    'signup',
    SignupBodySchema,
    {
      title: 'Dr.',
      firstName: 'Ana',
      lastName: 'Lee',
      region: 'DE',
      email: 'a@b.test',
      password: 'Alpha1Beta',
      code: 'x',
      hcpConfirmation: 'true',
      privacyRead: 'true',
      tcRead: 'true',
    },
    ['firstName', 'lastName', 'code'],
  ],
];

describe('request schemas refuse control characters in every text field', () => {
  it.each(requests)('%s', (_name, schema, sample, fields) => {
    expect(fieldErrors(schema.safeParse(sample))).toEqual({});
    for (const field of fields) {
      const poisoned = { ...sample, [field]: `${String(sample[field])}\u0000x` };
      expect(fieldErrors(schema.safeParse(poisoned))[field], field).toContain(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it('keeps line breaks in multi-line fields', () => {
    expect(SendMessageSchema.parse({ receiverId: 2, messageText: 'Line one\r\nLine two' }).messageText).toBe(
      'Line one\r\nLine two',
    );
    expect(CommentCreateSchema.parse({ commentText: 'One\n\nTwo' }).commentText).toBe('One\n\nTwo');
  });
});

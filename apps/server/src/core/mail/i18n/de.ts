import type { MailCatalogue } from './en.js';
import { dateFormat } from '../../../lib/date-format.js';

const utc = { timeZone: 'UTC' } as const;
/** A stored calendar day (YYYY-MM-DD) as a date at its UTC midnight. */
const dayOf = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);
const numericDay = (d: Date) =>
  dateFormat('de-DE', { day: 'numeric', month: 'numeric', year: 'numeric', ...utc }).format(d);

/** The mails in German, formal ("Sie"), as a colleague writes to physicians. Keys as en.ts. */
export const de: MailCatalogue = {
  dates: {
    /** 1.12.2026 */
    day: numericDay,
    /** 1. Dezember */
    dayMonth: (d) => dateFormat('de-DE', { day: 'numeric', month: 'long', ...utc }).format(d),
    /** Dezember 2026 */
    month: (d) => dateFormat('de-DE', { month: 'long', year: 'numeric', ...utc }).format(d),
    moment: (d) => `${dateFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', ...utc }).format(d)} Uhr (UTC)`,
    isoDay: (day) => numericDay(dayOf(day)),
  },
  layout: {
    provider: 'der Anbieter',
    greeting: (name) => `Guten Tag ${name},`,
    hello: 'Guten Tag,',
    footer: (site, supportEmail) =>
      `${site} – ausschließlich für Angehörige der Gesundheitsberufe außerhalb des Vereinigten Königreichs. Fragen: ${supportEmail}`,
    buttonFallback: (url) =>
      `Falls die Schaltfläche nicht funktioniert, kopieren Sie bitte diese Adresse in Ihren Browser: ${url}`,
  },
  verification: {
    subject: (site) => `Bitte bestätigen Sie Ihre E-Mail-Adresse für ${site}`,
    thanks: (site) => `Vielen Dank für Ihre Registrierung bei ${site}.`,
    confirm: 'Bitte bestätigen Sie über den folgenden Link, dass diese E-Mail-Adresse Ihnen gehört.',
    action: 'E-Mail-Adresse bestätigen',
    note: 'Der Link kann einmal verwendet werden und ist 24 Stunden gültig. Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
  },
  approval: {
    subject: (site) => `Ihr Konto bei ${site} wurde freigeschaltet`,
    verified: (provider) =>
      `${provider} hat Ihr Konto verifiziert. Sie können sich ab sofort in der Community anmelden.`,
    noPassword:
      'Für Ihr Konto ist noch kein Passwort festgelegt: Wählen Sie auf der Anmeldeseite „Passwort vergessen?“, um eines zu vergeben.',
    action: 'Anmelden',
  },
  reverification: {
    subject: (site) => `Bitte bestätigen Sie Ihre beruflichen Angaben für ${site}`,
    ends: (date, days) =>
      `Die Verifizierung Ihrer beruflichen Qualifikation im Gesundheitswesen endet am ${date} (in ${days === 1 ? 'einem Tag' : `${days} Tagen`}).`,
    confirm: (provider) =>
      `Damit Sie die Inhalte der Community auch danach lesen können, bestätigen Sie bitte Ihre beruflichen Angaben, sodass ${provider} sie erneut prüfen kann.`,
    action: 'Meine Angaben bestätigen',
    note: (supportEmail) => `Bei Fragen wenden Sie sich bitte an ${supportEmail}.`,
  },
  rejection: {
    subject: (site) => `Ihre Registrierung bei ${site}`,
    notVerified: (provider) =>
      `${provider} konnte Ihre berufliche Qualifikation im Gesundheitswesen für Ihre Registrierung leider nicht verifizieren.`,
    reason: (reason) => `Begründung: ${reason}`,
    mistake: (supportEmail) => `Sollten Sie dies für einen Irrtum halten, wenden Sie sich bitte an ${supportEmail}.`,
  },
  resetPassword: {
    subject: (site) => `Passwort für ${site} zurücksetzen`,
    request:
      'Wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten. Über den folgenden Link können Sie ein neues Passwort festlegen.',
    action: 'Passwort zurücksetzen',
    note: 'Der Link kann einmal verwendet werden und ist 1 Stunde gültig. Falls Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
  },
  passwordChanged: {
    subject: (site) => `Ihr Passwort für ${site} wurde geändert`,
    changed: 'Das Passwort Ihres Kontos wurde soeben geändert, und Sie wurden auf Ihren anderen Geräten abgemeldet.',
    notYou: (supportEmail) =>
      `Falls Sie dies nicht selbst veranlasst haben, setzen Sie Ihr Passwort bitte umgehend zurück und wenden Sie sich an ${supportEmail}.`,
    action: 'Anmelden',
  },
  share: {
    subjectOne: (sender, site) => `${sender} hat auf ${site} eine Seite mit Ihnen geteilt`,
    sharedOne: (sender) => `${sender} hat eine Seite mit Ihnen geteilt. Sie finden sie in Ihren Nachrichten.`,
    theirMessage: (note) => `Nachricht: „${note}“`,
    actionOne: 'Geteilte Seite öffnen',
    subjectMany: (sender, count, site) => `${sender} hat auf ${site} ${count} Seiten mit Ihnen geteilt`,
    sharedMany: (sender, count) =>
      `${sender} hat ${count} Seiten mit Ihnen geteilt. Sie finden sie in Ihren Nachrichten.`,
    item: (url, note) => `${url}${note ? ` – „${note}“` : ''}`,
    actionMany: 'Meine Nachrichten öffnen',
  },
  undelivered: {
    subjectOne: (site) => `Eine E-Mail konnte auf ${site} nicht zugestellt werden`,
    subjectMany: (count, site) => `${count} E-Mails konnten auf ${site} nicht zugestellt werden`,
    explain:
      'Der Mailserver hat diese E-Mails endgültig abgelehnt, oder sie sind zu oft gescheitert. Sie werden erst wieder versendet, wenn Sie dies in der Konsole veranlassen; prüfen Sie die Adresse oder verwerfen Sie sie.',
    item: (id, subject, error) => `E-Mail ${id}, „${subject}“: ${error}`,
    action: 'Nicht zugestellte E-Mails in der Konsole öffnen',
  },
  reviewDue: {
    subject: (date, title) => `Überprüfung fällig bis ${date}: ${title}`,
    due: (title, date) => `„${title}“ muss bis zum ${date} erneut überprüft werden.`,
    withdrawn:
      'An diesem Tag wird der Inhalt für Mitglieder automatisch zurückgezogen, sofern nicht zuvor eine neue Version freigegeben (mit neuem Freigabecode und neuem Überprüfungsdatum) und veröffentlicht wurde.',
    action: 'In der Konsole öffnen',
  },
  notification: {
    line: (what, subject) => `${what}: ${subject}`,
    action: 'Öffnen',
    note: (preferences, stop) =>
      `Sie erhalten diese E-Mail aufgrund Ihrer Benachrichtigungseinstellungen (${preferences}). Diese E-Mails abbestellen: ${stop}`,
  },
  subjects: {
    updated: (title) => `Aktualisiert: ${title}`,
    withdrawn: (title) => `Zurückgezogen: ${title}`,
    safetyCase: (id) => `Sicherheitsfall ${id}`,
  },
  kinds: {
    commentReply: 'Eine Antwort auf meinen Kommentar',
    threadReply: 'Eine Antwort in einer Diskussion, an der ich teilgenommen habe',
    share: 'Ein Kollege oder eine Kollegin hat eine Seite mit mir geteilt',
    message: 'Eine neue persönliche Nachricht',
    verificationDecided: 'Eine Entscheidung über meine Verifizierung',
    savedItemChanged: 'Ein von mir gespeicherter Inhalt wurde aktualisiert oder zurückgezogen',
    reviewWaiting: 'Inhalte, die auf meine Prüfung warten',
    caseAssigned: 'Ein mir zugewiesener Sicherheitsfall',
    followedItem: 'Ein neuer Inhalt in einem Bereich, dem ich folge',
    followedModule: 'Ein neues Fortbildungsmodul zu einem Thema, dem ich folge',
    journalWatchMonth: 'Ein neuer Monat Journal Watch (der monatliche Überblick)',
  },
  journalWatch: {
    subject: (month, count) => `Journal Watch, ${month}: die ${count} wichtigsten Artikel des Monats`,
    intro: (month) => `Die Artikel aus Journal Watch im ${month}, geordnet nach Impact-Faktor:`,
    impactFactor: (value) => `Impact-Faktor ${new Intl.NumberFormat('de-DE').format(value)}`,
    readIt: (url) => `Zum Artikel: ${url}`,
    action: 'Journal Watch öffnen',
    note: (preferences, stop) =>
      `Sie erhalten diesen monatlichen Überblick aufgrund Ihrer Benachrichtigungseinstellungen (${preferences}). Abbestellen: ${stop}`,
  },
  weekly: {
    subject: (site, count) =>
      `Ihre Woche auf ${site}: ${count} ${count === 1 ? 'Benachrichtigung' : 'Benachrichtigungen'}`,
    intro: 'Das ist in dieser Woche geschehen, worüber Sie in der Wochenübersicht informiert werden möchten:',
    line: (day, what, subject, url) => `${day}, ${what}: ${subject} (${url})`,
    more: (count) => `Und ${count} weitere unter der Glocke auf der Website.`,
    action: 'Meine Benachrichtigungen öffnen',
    note: (preferences, stop) =>
      `Sie erhalten diese Wochenübersicht aufgrund Ihrer Benachrichtigungseinstellungen (${preferences}). Abbestellen: ${stop}`,
  },
  dataExport: {
    subject: (site) => `Ihre Daten von ${site} stehen bereit`,
    ready:
      'Die von Ihnen angeforderte Kopie Ihrer Daten steht bereit: eine ZIP-Datei mit allem, was die Website über Sie speichert, wofür, wer es erhält und wie lange. Öffnen Sie darin die Datei index.html, um sie zu lesen.',
    signIn: 'Melden Sie sich mit Ihrem Konto an, um sie herunterzuladen.',
    action: 'Meine Daten herunterladen',
    note: (hours, supportEmail) =>
      `Der Link funktioniert einmal und ist ${hours === 1 ? 'eine Stunde' : `${hours} Stunden`} gültig. Falls Sie dies nicht angefordert haben, wenden Sie sich an ${supportEmail}.`,
  },
  adminExport: {
    subject: (member, id) => `Der Datenexport von ${member} (Mitglied Nr. ${id}) steht bereit`,
    ready: (member) =>
      `Der Export der Daten von ${member}, den Sie in der Konsole vorbereitet haben, steht bereit: dieselbe ZIP-Datei, die das Mitglied über „Meine Daten herunterladen“ erhält.`,
    signIn:
      'Melden Sie sich mit Ihrem Administratorkonto an, um ihn herunterzuladen. Er enthält personenbezogene Daten: Bewahren Sie ihn nur so lange auf, wie die Anfrage es erfordert.',
    action: 'Export herunterladen',
    note: (hours) =>
      `Der Link funktioniert einmal, nur für Sie, und ist ${hours === 1 ? 'eine Stunde' : `${hours} Stunden`} gültig.`,
  },
  erasure: {
    subject: (site) => `Ihr Konto bei ${site} wird gelöscht`,
    scheduled: (bySelf, after, days) =>
      `${bySelf ? 'Sie haben uns gebeten' : 'Der Anbieter wurde gebeten'}, Ihr Konto zu löschen. Es wird nach dem ${after} gelöscht (${days === 1 ? 'einen Tag' : `${days} Tage`} nach der Anfrage).`,
    cancel:
      'Falls Sie es sich anders überlegen, melden Sie sich einfach vorher an: Mit der Anmeldung wird die Löschung aufgehoben.',
    commentsAnonymise:
      'Ihre Kommentare und Antworten bleiben erhalten und werden als Beiträge eines ehemaligen Mitglieds angezeigt; Ihre Namen, Ihre E-Mail-Adresse und Ihre Telefonnummer werden in ihrem Text ersetzt.',
    commentsRemove: 'Ihre Kommentare und Antworten werden entfernt.',
    safetyReports:
      'Meldungen möglicher Nebenwirkungen von Arzneimitteln werden aufbewahrt, wie es gesetzlich vorgeschrieben ist, ohne Verbindung zu Ihrem Konto.',
  },
};

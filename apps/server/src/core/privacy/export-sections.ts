/**
 * The sections of a member's data export, in the order the export shows them: a plain-language
 * heading, what the items are, why the provider holds them, who receives them and how long they
 * are kept. The same words are the records of processing in docs/privacy.md; keep both in step.
 */
export interface ExportSection {
  heading: string;
  what: string;
  purpose: string;
  recipients: string;
  retention: string;
}

export const EXPORT_SECTIONS = {
  profile: {
    heading: 'Your profile and account',
    what: 'The details you gave when you registered and later changed, your healthcare professional status and the state of your account.',
    purpose:
      'To run your membership: a members-only community for healthcare professionals (contract; the provider’s legitimate interest in checking that members are healthcare professionals).',
    recipients:
      'The provider’s administrators. Other members see your title, name, speciality, organisation and photo in the directory and beside what you write.',
    retention:
      'While you are a member. On erasure only the account number stays, so that kept records (consent proof, safety reports) can refer to it.',
  },
  security: {
    heading: 'Sign-in and security',
    what: 'Your sessions, whether you use two-step verification (never its secret), recovery codes (only when made and used), and the one-time links sent to you.',
    purpose: 'To keep your account safe and show you where you are signed in (legitimate interest, security).',
    recipients: 'Nobody outside the provider’s operators.',
    retention:
      'Sessions while you are a member; one-time links 30 days after use or expiry (the retention job); everything removed on erasure.',
  },
  verification: {
    heading: 'Healthcare professional verification',
    what: 'Your verification requests, what you gave as evidence, the decision, and the reminders sent before your verification runs out.',
    purpose: 'To confirm that members are healthcare professionals, as the law on medical information requires.',
    recipients: 'The provider’s administrators who decide the requests.',
    retention: 'While you are a member; removed on erasure.',
  },
  consents: {
    heading: 'Your consent choices',
    what: 'Which version of the terms, privacy notice and cookie policy you accepted or chose, when, and from which network address and browser.',
    purpose: 'Proof of consent (GDPR Art. 7(1)): the provider must be able to show what you agreed to and when.',
    recipients: 'Nobody outside the provider, unless a supervisory authority asks for proof.',
    retention:
      'For as long as the provider may have to prove your consent: kept after erasure, but without the network address and browser.',
  },
  contributions: {
    heading: 'What you wrote and rated',
    what: 'Your comments and replies, your ratings of articles and modules, and the feedback you sent.',
    purpose: 'To publish your contributions to other members and improve the site (contract).',
    recipients: 'Other members see your comments and replies with your name; feedback goes to the provider’s team.',
    retention:
      'While you are a member. On erasure comments are removed or kept with your name, e-mail and phone replaced, as the deployment says (you are told which before you confirm); ratings stay without your name; feedback is removed.',
  },
  saved: {
    heading: 'Saved items, reading history and interests',
    what: 'Articles and modules you saved, the pages you read (one entry per page and day), and the activities you opted into.',
    purpose:
      'To show you your saved items and count reads; activity choices decide which invitations you receive (consent).',
    recipients: 'Nobody outside the provider.',
    retention: 'While you are a member; removed on erasure.',
  },
  messages: {
    heading: 'Messages, shares, invitations and blocks',
    what: 'Messages you sent and received (with the name of the other member, never their e-mail), pages you shared, colleagues you invited, and members you blocked.',
    purpose: 'To deliver your messages and invitations (contract).',
    recipients: 'The member you wrote to; an invited colleague receives an invitation mail.',
    retention: 'While you are a member; removed on erasure (for both sides of a conversation).',
  },
  moderation: {
    heading: 'Reports and moderation',
    what: 'Reports you made, reports about what you wrote (never who made them), the moderators’ decisions about you and the notices sent to you.',
    purpose: 'To keep the community safe and within its rules (legitimate interest).',
    recipients: 'The provider’s moderators.',
    retention:
      'While you are a member. On erasure your report texts and the notices to you are removed; the decisions stay, as the record of the moderation, without your name.',
  },
  safety: {
    heading: 'Reports of possible side effects (safety cases)',
    what: 'Texts of yours that mentioned a possible side effect of a medicine: what was sent, when, and to which pharmacovigilance mailbox.',
    purpose:
      'Pharmacovigilance: the provider is legally required to collect and forward reports of possible adverse events (GDPR Art. 6(1)(c) and 9(2)(i)).',
    recipients: 'The provider’s pharmacovigilance (drug safety) department, through the mailbox named on each case.',
    retention:
      'As long as pharmacovigilance law requires (at least 10 years after the medicine’s authorisation ends); kept after erasure, without the link to your account.',
  },
  notifications: {
    heading: 'Notifications',
    what: 'What the site told you about (replies, shares, messages, decisions, changes to saved items, new items in what you follow), whether you read it, how you chose to hear of each kind, the areas and topics you follow, and which digests were sent to you.',
    purpose:
      'To tell you of what concerns you on the site, the way you chose (contract; your choices are consent for e-mail).',
    recipients: 'Nobody outside the provider.',
    retention: 'While you are a member; removed on erasure, with the notices to others of what you did.',
  },
  mail: {
    heading: 'E-mails sent to you',
    what: 'The e-mails the site sent to your address: subject, text and when they were sent.',
    purpose: 'To deliver account mails and the notifications you chose.',
    recipients: 'The mail provider that delivers the site’s e-mail (a processor bound by contract).',
    retention: '30 days after delivery (the retention job); removed on erasure.',
  },
  history: {
    heading: 'What happened on your account',
    what: 'Entries of the site’s audit log about your account: what you or the staff did to it and when (staff are not named).',
    purpose: 'Accountability for changes to your account and for staff actions (GDPR Art. 5(2)).',
    recipients: 'The provider’s administrators.',
    retention:
      'Kept: the audit log is append-only. It refers to you by number only, so after erasure it reads “former member”.',
  },
  exports: {
    heading: 'Copies of your data',
    what: 'The data exports you or an administrator asked for, and when they were downloaded.',
    purpose: 'To answer your requests for a copy of your data (GDPR Art. 15).',
    recipients: 'You, or the administrator who prepared the export.',
    retention: 'The file is deleted once downloaded or when its link expires; the entries are removed on erasure.',
  },
} as const satisfies Record<string, ExportSection>;

export type SectionKey = keyof typeof EXPORT_SECTIONS;

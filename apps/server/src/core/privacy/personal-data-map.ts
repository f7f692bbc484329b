import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SectionKey } from './export-sections.js';

/**
 * Every table and column of the schema, classified (personal-data-map.test.ts fails on one that
 * is not): exported in the member's data export (with a plain-language label), excluded with the
 * reason the export says, or not personal. The export is derived from this map, and erasure
 * deletes the member's rows of every table marked `erase: 'delete'`.
 *
 * Adding a table: add an entry with every column. A table with no personal data is
 * `{ columns: notPersonalColumns([...]) , erase: KEPT_NOT_PERSONAL }`. A table about members gives
 * `about` (which rows are the member's: SQL on alias `t`), its `section` and `item`, and says what
 * erasure does: 'delete', or `{ keep: 'why' }` when anonymiseAccount keeps the rows on purpose.
 */

export type Column =
  | { kind: 'export'; label: string; value?: (me: number) => RawBuilder<unknown> }
  | { kind: 'excluded'; reason: string }
  | { kind: 'notPersonal' };

export interface PersonalTable {
  /** Which rows are about the member `me` (alias `t`); absent when no row is about a member. */
  about?: (me: number) => RawBuilder<SqlBool>;
  section?: SectionKey;
  /** What one row is, in plain language ("Comment you wrote"). */
  item?: string;
  columns: Record<string, Column>;
  /** Context from other tables shown with each row (the article's title), never another member's contact details. */
  context?: Record<string, { label: string; value: (me: number) => RawBuilder<unknown> }>;
  orderBy?: string;
  /** What erasure does to the member's rows: delete them (those `about` matches), or keep them, with why. */
  erase: 'delete' | { keep: string };
  /** Which rows erasure deletes, when not the ones `about` matches (both sides of a conversation). */
  eraseWhere?: (me: number) => RawBuilder<SqlBool>;
}

export const exported = (label: string, value?: (me: number) => RawBuilder<unknown>): Column =>
  value ? { kind: 'export', label, value } : { kind: 'export', label };
export const excluded = (reason: string): Column => ({ kind: 'excluded', reason });
export const notPersonal: Column = { kind: 'notPersonal' };
const notPersonalColumns = (names: string[]) => Object.fromEntries(names.map((n) => [n, notPersonal]));

const KEPT_NOT_PERSONAL = { keep: 'holds no personal data' } as const;
const STAFF = excluded('which staff member did this: a record of the staff’s work, not data about you');
const TECHNICAL = excluded('technical bookkeeping of the site');
const SECRET = excluded('a secret or a one-way fingerprint of one: giving it out could let someone else sign in');
const ID = notPersonal;

/** The display name of member `idExpr` (a correspondent's name only, never contact details). */
const nameOf = (idExpr: RawBuilder<unknown>) =>
  sql`(select u.title || ' ' || u.first_name || ' ' || u.last_name from users u where u.id = ${idExpr})`;
const postTitle = { label: 'Page', value: () => sql`(select p.title from posts p where p.id = t.post_id)` };
const mine = (col: string) => (me: number) => sql<SqlBool>`${sql.ref(`t.${col}`)} = ${me}`;

export const PERSONAL_DATA: Record<string, PersonalTable> = {
  users: {
    about: mine('id'),
    section: 'profile',
    item: 'Your profile',
    erase: { keep: 'the account number alone, so kept records can refer to a former member' },
    columns: {
      id: exported('Member number'),
      email: exported('E-mail address'),
      password_hash: SECRET,
      title: exported('Title'),
      first_name: exported('First name'),
      last_name: exported('Last name'),
      seniority: exported('Seniority'),
      speciality: exported('Speciality'),
      region: exported('Country'),
      organisation: exported('Organisation'),
      professional_number: exported('Professional number'),
      mobile_number: exported('Mobile number'),
      image_path: excluded('the file name of your photo; the photo itself is in the files folder'),
      provider_id_user: exported('Signed up through the provider’s identity service'),
      email_verified_at: exported('E-mail address confirmed'),
      hcp_status: exported('Healthcare professional status'),
      hcp_verified_at: exported('Verified as healthcare professional'),
      opted_out: exported('Opted out of marketing mail'),
      customer_id: exported('Customer number at the provider'),
      digital_id: exported('Digital identity number at the provider'),
      crm_country: exported('Country in the provider’s customer records'),
      is_sample: notPersonal,
      created_at: exported('Registered'),
      updated_at: exported('Profile last changed'),
      role: exported('Role on the site'),
      suspended_at: exported('Suspended'),
      suspended_until: exported('Suspended until'),
      suspension_reason: exported('Reason for the suspension'),
      silenced_until: exported('Read-only until'),
      silence_reason: exported('Reason for the read-only period'),
      erasure_requested_at: exported('Erasure requested'),
      erase_after: exported('Erasure due after'),
      erasure_cancelled_at: exported('Erasure cancelled'),
      erased_at: exported('Erased'),
      terms_version: exported('Terms of use version accepted'),
      privacy_version: exported('Privacy notice version accepted'),
    },
  },
  member_sessions: {
    about: mine('user_id'),
    section: 'security',
    item: 'Session (a sign-in)',
    erase: 'delete',
    orderBy: 'started_at',
    columns: {
      id: ID,
      user_id: ID,
      started_at: exported('Signed in'),
      last_seen_at: exported('Last active'),
      ended_at: exported('Signed out'),
    },
  },
  user_totp: {
    about: mine('user_id'),
    section: 'security',
    item: 'Two-step verification (authenticator app)',
    erase: 'delete',
    columns: {
      user_id: ID,
      secret_box: SECRET,
      confirmed_at: exported('Switched on'),
      last_used_step: TECHNICAL,
      created_at: exported('Set up'),
    },
  },
  user_recovery_codes: {
    about: mine('user_id'),
    section: 'security',
    item: 'Recovery code for two-step verification',
    erase: 'delete',
    orderBy: 'created_at',
    columns: {
      id: ID,
      user_id: ID,
      code_hash: SECRET,
      used_at: exported('Used'),
      created_at: exported('Made'),
    },
  },
  user_tokens: {
    about: mine('user_id'),
    section: 'security',
    item: 'One-time link sent to you',
    erase: 'delete',
    orderBy: 'created_at',
    columns: {
      id: ID,
      user_id: ID,
      purpose: exported('What the link was for'),
      token_hash: SECRET,
      expires_at: exported('Expires'),
      used_at: exported('Used'),
      created_at: exported('Sent'),
    },
  },
  login_session_tokens: {
    about: mine('user_id'),
    erase: 'delete',
    columns: {
      token_hash: SECRET,
      user_id: excluded('a sign-in handshake that lives for seconds; your sessions are listed instead'),
      expires_at: TECHNICAL,
      created_at: TECHNICAL,
    },
  },
  login_second_factor_waits: {
    about: mine('user_id'),
    erase: 'delete',
    columns: {
      interaction_uid: TECHNICAL,
      user_id: excluded('a sign-in waiting for your code, for minutes; your sessions are listed instead'),
      expires_at: TECHNICAL,
      created_at: TECHNICAL,
    },
  },
  oidc_payloads: {
    about: mine('account_id'),
    erase: 'delete',
    columns: {
      id: TECHNICAL,
      type: TECHNICAL,
      payload: excluded(
        'sign-in tokens of the identity service, which expire within hours; your sessions are listed instead',
      ),
      grant_id: TECHNICAL,
      user_code: TECHNICAL,
      uid: TECHNICAL,
      account_id: excluded('the member a sign-in token belongs to; your sessions are listed instead'),
      expires_at: TECHNICAL,
      consumed_at: TECHNICAL,
    },
  },
  event_tickets: {
    about: mine('member_id'),
    erase: 'delete',
    columns: {
      ticket_hash: SECRET,
      member_id: excluded('a ticket for live updates that expires within a minute'),
      expires_at: TECHNICAL,
    },
  },
  login_failures: {
    erase: {
      keep: 'counts failed sign-ins per fingerprint of an address, cleared after the lock; cannot be traced back to you',
    },
    columns: {
      email_hash: excluded('a one-way fingerprint of an address, kept for minutes to stop password guessing'),
      failures: TECHNICAL,
      locked_until: TECHNICAL,
      updated_at: TECHNICAL,
    },
  },
  hcp_verification_requests: {
    about: mine('user_id'),
    section: 'verification',
    item: 'Verification request',
    erase: 'delete',
    orderBy: 'created_at',
    columns: {
      id: ID,
      user_id: ID,
      status: exported('Status'),
      method: exported('How you asked to be verified'),
      evidence: exported('What you gave as evidence'),
      reason: exported('Reason given with the decision'),
      decided_by: STAFF,
      decided_at: exported('Decided'),
      created_at: exported('Asked'),
      updated_at: exported('Last changed'),
      renewal_requested_at: exported('Renewal asked'),
    },
  },
  verification_reminders: {
    about: mine('user_id'),
    section: 'verification',
    item: 'Reminder that your verification runs out',
    erase: 'delete',
    orderBy: 'sent_at',
    columns: {
      id: ID,
      user_id: ID,
      valid_until: exported('Verification valid until'),
      days_before: exported('Days before it ran out'),
      sent_at: exported('Sent'),
    },
  },
  consent_records: {
    about: mine('user_id'),
    section: 'consents',
    item: 'Consent record',
    erase: { keep: 'proof of consent (GDPR Art. 7(1)), without the network address and browser' },
    orderBy: 'created_at',
    columns: {
      id: ID,
      user_id: ID,
      document: exported('Document'),
      version: exported('Version'),
      choice: exported('Your choice'),
      source: exported('Where you made it'),
      ip_address: exported('Network (IP) address'),
      user_agent: exported('Browser'),
      created_at: exported('Recorded'),
      chosen_at: exported('Chosen'),
      browser_made_at: exported('Time your browser gave'),
    },
  },
  comments: {
    about: mine('user_id'),
    section: 'contributions',
    item: 'Comment or reply you wrote',
    erase: { keep: 'removed, or kept with your names, e-mail and phone replaced, as the deployment says' },
    orderBy: 'created_at',
    context: { post_title: postTitle },
    columns: {
      id: exported('Comment number'),
      post_id: ID,
      user_id: ID,
      parent_id: exported('Reply to comment number'),
      text: exported('Text'),
      is_sample: notPersonal,
      created_at: exported('Written'),
      updated_at: exported('Last edited'),
      review_state: exported('Moderation state'),
      hidden_reason: exported('Why a moderator hid it'),
    },
  },
  ratings: {
    about: mine('user_id'),
    section: 'contributions',
    item: 'Rating you gave',
    erase: { keep: 'the rating stays in the page’s average, linked to the former member number only' },
    orderBy: 'created_at',
    context: { post_title: postTitle },
    columns: {
      id: ID,
      post_id: ID,
      user_id: ID,
      rating: exported('Stars'),
      module_type: exported('Kind of page'),
      created_at: exported('Rated'),
    },
  },
  feedback: {
    about: mine('user_id'),
    section: 'contributions',
    item: 'Feedback you sent',
    erase: 'delete',
    orderBy: 'created_at',
    columns: {
      id: ID,
      user_id: ID,
      feature: exported('About'),
      feedback_text: exported('Text'),
      created_at: exported('Sent'),
    },
  },
  saved_posts: {
    about: mine('user_id'),
    section: 'saved',
    item: 'Article you saved',
    erase: 'delete',
    orderBy: 'created_at',
    context: { post_title: postTitle },
    columns: { user_id: ID, post_id: ID, created_at: exported('Saved') },
  },
  saved_modules: {
    about: mine('user_id'),
    section: 'saved',
    item: 'Education module you saved',
    erase: 'delete',
    orderBy: 'created_at',
    context: {
      module_title: {
        label: 'Module',
        value: () => sql`(select m.title from education_modules m where m.id = t.module_id)`,
      },
    },
    columns: { user_id: ID, module_id: ID, created_at: exported('Saved') },
  },
  post_views: {
    about: mine('user_id'),
    section: 'saved',
    item: 'Page you read',
    erase: 'delete',
    orderBy: 'day',
    context: { post_title: postTitle },
    // A calendar day, as the text PGlite and PostgreSQL both give (never a midnight in some zone).
    columns: { post_id: ID, user_id: ID, day: exported('Day', () => sql`t.day::text`) },
  },
  member_activity: {
    about: mine('user_id'),
    section: 'saved',
    item: 'Activity you chose',
    erase: 'delete',
    orderBy: 'updated_at',
    context: {
      activity: {
        label: 'Activity',
        value: () => sql`(select a.name from activity_types a where a.id = t.activity_type_id)`,
      },
    },
    columns: {
      user_id: ID,
      activity_type_id: ID,
      opted_in: exported('Opted in'),
      updated_at: exported('Chosen'),
    },
  },
  messages: {
    // A message a moderator held never reached its recipient: it is the sender's alone.
    about: (me) => sql<SqlBool>`(t.sender_id = ${me} or (t.receiver_id = ${me} and t.review_state = 'visible'))`,
    section: 'messages',
    item: 'Message or share',
    erase: 'delete',
    eraseWhere: (me) => sql<SqlBool>`(t.sender_id = ${me} or t.receiver_id = ${me})`,
    orderBy: 'created_at',
    context: {
      direction: {
        label: 'Sent or received',
        value: (me) => sql`case when t.sender_id = ${me} then 'sent' else 'received' end`,
      },
      correspondent: {
        label: 'Other member',
        value: (me) => nameOf(sql`case when t.sender_id = ${me} then t.receiver_id else t.sender_id end`),
      },
    },
    columns: {
      id: ID,
      sender_id: ID,
      receiver_id: ID,
      text: exported('Text'),
      resource_link: exported('Shared page'),
      created_at: exported('Sent'),
      seen_at: exported('Read'),
      review_state: exported('Moderation state'),
      hidden_reason: exported('Why a moderator held it'),
    },
  },
  invitations: {
    about: mine('inviter_id'),
    section: 'messages',
    item: 'Colleague you invited',
    erase: 'delete',
    orderBy: 'created_at',
    columns: {
      id: ID,
      inviter_id: ID,
      // Once accepted, the address is another member's: never theirs in your export.
      email: exported('Address you invited', () => sql`case when t.accepted_at is null then t.email end`),
      token_hash: SECRET,
      created_at: exported('Invited'),
      accepted_at: exported('Accepted'),
    },
  },
  blocks: {
    about: mine('blocker_id'),
    section: 'messages',
    item: 'Member you blocked',
    erase: 'delete',
    eraseWhere: (me) => sql<SqlBool>`(t.blocker_id = ${me} or t.blocked_id = ${me})`,
    orderBy: 'created_at',
    context: { blocked: { label: 'Member', value: () => nameOf(sql`t.blocked_id`) } },
    columns: {
      blocker_id: ID,
      blocked_id: excluded('whom you blocked is shown by name'),
      created_at: exported('Blocked'),
    },
  },
  moderation_items: {
    about: (me) => sql<SqlBool>`(t.reporter_id = ${me} or t.author_id = ${me})`,
    section: 'moderation',
    item: 'Report you made, or report about what you wrote',
    erase: { keep: 'the moderation record, without your report text or your words' },
    orderBy: 'created_at',
    context: {
      role: {
        label: 'Your part',
        value: (me) => sql`case when t.reporter_id = ${me} then 'you reported' else 'about what you wrote' end`,
      },
    },
    columns: {
      id: ID,
      source: exported('How it was raised'),
      reason: exported('Reason'),
      // Who reported you, and in what words, is the reporter's: only your own report's text.
      details: exported('Your report’s text', (me) => sql`case when t.reporter_id = ${me} then t.details end`),
      comment_id: exported('Comment number'),
      message_report_id: ID,
      post_id: ID,
      reporter_id: excluded('who made a report about you is the reporter’s personal data'),
      author_id: ID,
      excerpt: exported('What was reported', (me) => sql`case when t.author_id = ${me} then t.excerpt end`),
      state: exported('State'),
      resolution: exported('Decision'),
      resolution_reason: exported('Reason for the decision'),
      resolved_by: STAFF,
      resolved_at: exported('Decided'),
      created_at: exported('Reported'),
      message_id: ID,
      claimed_by: STAFF,
      claimed_at: TECHNICAL,
      priority: TECHNICAL,
    },
  },
  message_reports: {
    about: (me) => sql<SqlBool>`(t.reporter_id = ${me} or t.reportee_id = ${me})`,
    section: 'moderation',
    item: 'Report about a member',
    erase: 'delete',
    // A report about you is its reporter's: it stays with them.
    eraseWhere: mine('reporter_id'),
    orderBy: 'created_at',
    context: {
      role: {
        label: 'Your part',
        value: (me) => sql`case when t.reporter_id = ${me} then 'you reported' else 'about you' end`,
      },
    },
    columns: {
      id: ID,
      reporter_id: excluded('who made a report about you is the reporter’s personal data'),
      reportee_id: ID,
      contact_email: exported(
        'Contact address you gave',
        (me) => sql`case when t.reporter_id = ${me} then t.contact_email end`,
      ),
      reason: exported('Your report’s text', (me) => sql`case when t.reporter_id = ${me} then t.reason end`),
      action: exported('What you asked for'),
      created_at: exported('Reported'),
    },
  },
  moderation_actions: {
    about: mine('member_id'),
    section: 'moderation',
    item: 'Moderator’s decision about you',
    erase: { keep: 'the record of the moderators’ decisions, referring to the former member number only' },
    orderBy: 'created_at',
    columns: {
      id: ID,
      item_id: ID,
      member_id: ID,
      action: exported('Decision'),
      reason: exported('Reason'),
      until: exported('Until'),
      safety_case_id: ID,
      actor_id: STAFF,
      created_at: exported('Decided'),
    },
  },
  member_notices: {
    about: mine('user_id'),
    section: 'moderation',
    item: 'Notice sent to you',
    erase: 'delete',
    orderBy: 'created_at',
    columns: {
      id: ID,
      user_id: ID,
      kind: exported('Kind'),
      text: exported('Text'),
      created_at: exported('Sent'),
      read_at: exported('Read'),
    },
  },
  safety_cases: {
    about: mine('author_id'),
    section: 'safety',
    item: 'Report of a possible side effect',
    erase: {
      keep: 'pharmacovigilance law: the case and the reporter’s details stay, without the link to your account',
    },
    orderBy: 'created_at',
    context: {
      mail_text: {
        label: 'What was sent',
        value: () => sql`(select o.text from mail_outbox o where o.id = t.mail_id)`,
      },
      mail_sent_at: {
        label: 'Sent to pharmacovigilance',
        value: () => sql`(select o.sent_at from mail_outbox o where o.id = t.mail_id)`,
      },
    },
    columns: {
      id: exported('Case number'),
      source_type: exported('Where you wrote it'),
      source_id: ID,
      post_id: ID,
      verbatim: exported('Your words'),
      written_at: exported('Written'),
      author_id: ID,
      author_name: exported('Your name as sent'),
      author_email: exported('Your e-mail as sent'),
      author_country: exported('Your country as sent'),
      screening: excluded('how the site’s screening matched the text: technical'),
      criteria: excluded('the safety reviewer’s working assessment, part of the pharmacovigilance record'),
      state: exported('State'),
      mailbox: exported('Pharmacovigilance mailbox it went to'),
      mail_id: ID,
      decided_by: STAFF,
      decided_at: exported('Reviewed'),
      note: excluded('the safety reviewer’s working note, part of the pharmacovigilance record'),
      retained: TECHNICAL,
      created_at: exported('Opened'),
      assignee_id: STAFF,
      due_at: excluded('the safety reviewer’s deadline, part of the pharmacovigilance record'),
      duplicate_of: ID,
      follow_up_of: ID,
      not_ae_reason: excluded('the safety reviewer’s working assessment, part of the pharmacovigilance record'),
      pv_reference: excluded('the pharmacovigilance department’s own reference'),
      refused: exported('Refused by moderation (kept as this case)'),
      reporter_note: excluded('what a member who reported your text wrote: that member’s words'),
      serious: excluded('the safety reviewer’s working assessment, part of the pharmacovigilance record'),
      seriousness: excluded('the safety reviewer’s working assessment, part of the pharmacovigilance record'),
      thread_key: TECHNICAL,
      updated_at: TECHNICAL,
    },
  },
  mail_outbox: {
    // A safety case's mail goes to the pharmacovigilance mailbox, never to the member.
    about: (me) => sql<SqlBool>`lower(t.to_address) = (select lower(u.email) from users u where u.id = ${me})`,
    section: 'mail',
    item: 'E-mail sent to you',
    erase: 'delete',
    // Erasure also takes mails to others that name her (a message notification), but never the
    // mail that took a safety case to pharmacovigilance: that is part of the case's record.
    eraseWhere: (me) => sql<SqlBool>`exists (select 1 from users u where u.id = ${me} and (
      lower(t.to_address) = lower(u.email)
      or ((strpos(lower(t.text), lower(u.email)) > 0
          or strpos(lower(t.text), lower(u.first_name || ' ' || u.last_name)) > 0)
        and not exists (select 1 from safety_cases s where s.mail_id = t.id))))`,
    orderBy: 'created_at',
    columns: {
      id: ID,
      to_address: exported('Sent to'),
      subject: exported('Subject'),
      text: exported('Text'),
      html: excluded('the same mail as the text, formatted'),
      status: exported('Delivery'),
      attempts: TECHNICAL,
      next_attempt_at: TECHNICAL,
      last_error: TECHNICAL,
      sent_at: exported('Sent'),
      created_at: exported('Written'),
      batch_key: TECHNICAL,
      batch_items: excluded('what a digest mail was made of; the mail’s text shows it'),
      batch_open: TECHNICAL,
      claim_token: TECHNICAL,
      dead_at: exported('Given up (could not be delivered)'),
      attachments: excluded('files sent with a mail to pharmacovigilance, never to you'),
    },
  },
  safety_case_notes: {
    erase: { keep: 'pharmacovigilance law: the safety reviewers’ append-only history of a case' },
    columns: {
      id: ID,
      case_id: ID,
      author_id: STAFF,
      author_name: STAFF,
      note: excluded('the safety reviewer’s working note, part of the pharmacovigilance record'),
      changes: excluded('the safety reviewer’s changes to the case, part of the pharmacovigilance record'),
      created_at: TECHNICAL,
    },
  },
  member_staff_notes: {
    about: mine('member_id'),
    section: 'moderation',
    item: 'Staff note about you',
    erase: 'delete',
    orderBy: 'created_at',
    columns: {
      id: ID,
      member_id: ID,
      author_id: STAFF,
      text: exported('Note'),
      created_at: exported('Written'),
    },
  },
  moderation_canned_replies: {
    erase: KEPT_NOT_PERSONAL,
    columns: {
      ...notPersonalColumns(['id', 'action', 'title', 'text', 'created_at', 'updated_at']),
      updated_by: STAFF,
    },
  },
  audit_log: {
    about: (me) => sql<SqlBool>`((t.target_type = 'user' and t.target_id = ${String(me)}) or t.actor_id = ${me})`,
    section: 'history',
    item: 'Entry of the audit log',
    erase: { keep: 'append-only accountability record; it names people by number only' },
    orderBy: 'at',
    columns: {
      id: ID,
      at: exported('When'),
      actor_id: ID,
      actor_label: excluded('the name of a system process (older entries: a name as it was then)'),
      action: exported('What was done'),
      target_type: exported('To what'),
      target_id: ID,
      from_state: exported('From'),
      to_state: exported('To'),
      version: TECHNICAL,
      details: excluded('staff working details, which may name other people'),
      ip: excluded('the network address the change came from, kept for the security record'),
    },
  },
  data_exports: {
    about: mine('user_id'),
    section: 'exports',
    item: 'Copy of your data',
    erase: 'delete',
    orderBy: 'requested_at',
    context: {
      prepared_by_staff: { label: 'Prepared by an administrator', value: () => sql`t.requested_by is not null` },
    },
    columns: {
      id: ID,
      user_id: ID,
      status: exported('State'),
      progress: TECHNICAL,
      attempts: TECHNICAL,
      lease_until: TECHNICAL,
      file_key: TECHNICAL,
      size_bytes: exported('Size in bytes'),
      token_hash: SECRET,
      error: TECHNICAL,
      requested_at: exported('Asked'),
      ready_at: exported('Ready'),
      expires_at: exported('Link expires'),
      downloaded_at: exported('Downloaded'),
      requested_by: STAFF,
    },
  },
  // Staff work: content, media, imports and settings record which staff member did what.
  posts: {
    erase: KEPT_NOT_PERSONAL,
    columns: {
      ...notPersonalColumns([
        'id',
        'kind',
        'tags',
        'news_group',
        'title',
        'excerpt',
        'html',
        'plaintext',
        'feature_image',
        'category',
        'article_source',
        'authors',
        'article_url',
        'journal',
        'impact_factor',
        'access_status',
        'pdf_link',
        'embed_video_link',
        'qr_code_image',
        'published_at',
        'views',
        'rating_avg',
        'ratings_count',
        'comment_count',
        'search_vector',
        'is_sample',
        'created_at',
        'status',
        'review_by',
        'review_warned_at',
        'approval_code',
        'updated_at',
      ]),
      editor_id: STAFF,
    },
  },
  post_revisions: {
    erase: KEPT_NOT_PERSONAL,
    columns: {
      ...notPersonalColumns([
        'id',
        'post_id',
        'number',
        'fields',
        'tags',
        'state',
        'created_at',
        'submitted_at',
        'reviewed_at',
        'review_comments',
        'approval_code',
        'review_by',
        'publish_at',
      ]),
      author_id: STAFF,
      reviewer_id: STAFF,
    },
  },
  media_files: {
    erase: KEPT_NOT_PERSONAL,
    columns: {
      ...notPersonalColumns([
        'id',
        'review_note',
        'kind',
        'name',
        'path',
        'mime',
        'byte_size',
        'width',
        'height',
        'alt',
        'created_at',
        'updated_at',
      ]),
      uploaded_by: STAFF,
    },
  },
  moderation_words: {
    erase: KEPT_NOT_PERSONAL,
    columns: { ...notPersonalColumns(['id', 'list', 'term', 'action', 'created_at']), created_by: STAFF },
  },
  prevalence_data_sets: {
    erase: KEPT_NOT_PERSONAL,
    columns: {
      ...notPersonalColumns([
        'id',
        'status',
        'file_name',
        'tsv',
        'country_count',
        'uploaded_at',
        'published_at',
        'replaced_at',
      ]),
      uploaded_by: STAFF,
      published_by: STAFF,
    },
  },
  content_import_jobs: {
    erase: KEPT_NOT_PERSONAL,
    columns: {
      ...notPersonalColumns([
        'id',
        'choices',
        'archive',
        'file',
        'state',
        'total',
        'done',
        'report',
        'error',
        'created_at',
        'started_at',
        'heartbeat_at',
        'finished_at',
      ]),
      created_by: STAFF,
    },
  },
  ghost_imports: {
    erase: KEPT_NOT_PERSONAL,
    columns: { ...notPersonalColumns(['ghost_id', 'ghost_uuid', 'post_id', 'imported_at']), imported_by: STAFF },
  },
  education_modules: {
    erase: KEPT_NOT_PERSONAL,
    columns: notPersonalColumns([
      'id',
      'title',
      'date_launched',
      'topic',
      'description',
      'module_intro',
      'associated_trials',
      'conflict_of_interests',
      'feature_image',
      'pdf_links',
      'video_links',
      'figures',
      'readings',
      'references',
      'views',
      'saves_count',
      'search_vector',
      'is_sample',
      'created_at',
      'post_id',
    ]),
  },
  education_topics: { erase: KEPT_NOT_PERSONAL, columns: notPersonalColumns(['topic']) },
  activity_types: {
    erase: KEPT_NOT_PERSONAL,
    columns: notPersonalColumns([
      'id',
      'name',
      'description',
      'active',
      'is_sample',
      'created_at',
      'position',
      'retired_at',
      'updated_at',
    ]),
  },
  app_settings: { erase: KEPT_NOT_PERSONAL, columns: notPersonalColumns(['key', 'value', 'updated_at']) },
  altcha_spent: { erase: KEPT_NOT_PERSONAL, columns: notPersonalColumns(['signature', 'expires_at']) },
  kysely_migration: { erase: KEPT_NOT_PERSONAL, columns: notPersonalColumns(['name', 'timestamp']) },
  kysely_migration_lock: { erase: KEPT_NOT_PERSONAL, columns: notPersonalColumns(['id', 'is_locked']) },
};

import { paths } from '@/config/paths';
import type { StaffRole } from '@aatd/contract';
import { CONSOLE_ACCESS } from '@/lib/console-access';

export interface ConsoleSection {
  to: string;
  label: string;
  description: string;
  roles: readonly StaffRole[];
}

/** The console's navigation: each entry is shown only to the roles that may use it. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  {
    to: paths.consoleContent.getHref(),
    label: 'Content',
    description: 'Write, review, approve and publish news, education and resources.',
    roles: CONSOLE_ACCESS.content,
  },
  {
    to: paths.consoleMedia.getHref(),
    label: 'Media library',
    description: 'Upload images, PDFs and videos, give images their alt text, and see where each file is used.',
    roles: CONSOLE_ACCESS.media,
  },
  {
    to: paths.consolePrevalence.getHref(),
    label: 'Prevalence data',
    description: 'Upload a new prevalence table, preview it on the members’ map, publish it or roll back.',
    roles: CONSOLE_ACCESS.prevalence,
  },
  {
    to: paths.consoleActivityTypes.getHref(),
    label: 'Activity types',
    description: 'What members can opt in to under Activity Preferences: add, edit, order and retire.',
    roles: CONSOLE_ACCESS.activityTypes,
  },
  {
    to: paths.consoleModeration.getHref(),
    label: 'Moderation',
    description: 'Reported and held comments and messages; warnings, suspensions and the word lists.',
    roles: CONSOLE_ACCESS.moderation,
  },
  {
    to: paths.verificationQueue.getHref(),
    label: 'Verification queue',
    description: 'Members waiting for their registration as healthcare professionals to be checked.',
    roles: CONSOLE_ACCESS.verifications,
  },
  {
    to: paths.consoleMembers.getHref(),
    label: 'Members',
    description: 'Find members, see their verification, sessions and invitations, and act on their accounts.',
    roles: CONSOLE_ACCESS.members,
  },
  {
    to: paths.consoleInvitations.getHref(),
    label: 'Invitations',
    description: 'Who invited whom, and what became of each invitation.',
    roles: CONSOLE_ACCESS.members,
  },
  {
    to: paths.consoleAudit.getHref(),
    label: 'Audit log',
    description: 'Every staff action, to filter and export.',
    roles: CONSOLE_ACCESS.audit,
  },
  {
    to: paths.feedbackInbox.getHref(),
    label: 'Feedback inbox',
    description: 'What members sent through the feedback form.',
    roles: CONSOLE_ACCESS.feedback,
  },
  {
    to: paths.consoleSafety.getHref(),
    label: 'Safety cases',
    description: 'Possible adverse events found in what members wrote: assess them and record the decision.',
    roles: CONSOLE_ACCESS.safety,
  },
  {
    to: paths.consoleMail.getHref(),
    label: 'Undelivered mail',
    description: 'Mails the mail server refused or that failed too often: retry or discard them.',
    roles: CONSOLE_ACCESS.mail,
  },
  {
    to: paths.consoleReport.getHref(),
    label: 'Reporting Overview',
    description: 'Registrations, sessions and active members.',
    roles: CONSOLE_ACCESS.report,
  },
];

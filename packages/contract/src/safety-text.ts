/**
 * The member-facing safety wording, zod-free: every form's error text shows it, so the pages that
 * only sign in or comment do not load the schema library for it.
 */

/** Shown to a member whose refused text still reached the safety team. */
export const SAFETY_CASE_OPENED_TEXT =
  'The part of your text about a patient has reached the safety team (pharmacovigilance), who may contact you about it.';

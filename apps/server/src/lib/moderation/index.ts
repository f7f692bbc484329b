// Content moderation for comments, replies and messages (spec part 1, §5): the
// server rejects text in any of four categories. This module only finds them; the
// route turns them into the inappropriateContent error and its message.
import { findEmails, findPhoneNumbers } from './contact-details.js';
import { findLinks, isAllowedHost } from './links.js';
import { mentionsBrandName } from './brand-names.js';
import { containsProfanity } from './profanity.js';
import { mentionsAnyTerm } from './terms.js';
import { hasSelfPromotion } from './self-promotion.js';
import { blankOut } from './text.js';

export const MODERATION_CATEGORIES = ['personalBranding', 'profanity', 'externalLink', 'productBrandNames'] as const;
export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

export interface ModerationOptions {
  /** The configured product brand names (admin-editable). */
  brandNames: readonly string[];
  /** Profanity the moderators added in the console, on top of the built-in lists. */
  extraProfanity?: readonly string[];
  /** Link domains the moderators allow (e.g. a society's guideline site). */
  allowedDomains?: readonly string[];
}

export interface ModerationResult {
  /** Categories found, in the order of MODERATION_CATEGORIES; empty when the text is clean. */
  categories: ModerationCategory[];
}

export function moderate(text: string, options: ModerationOptions): ModerationResult {
  const found = new Set<ModerationCategory>();

  // E-mails first and blanked out, so an address is personal branding only and is
  // not reported again as a link or read as an @handle.
  const emails = findEmails(text);
  const withoutEmails = blankOut(text, emails);
  const links = findLinks(withoutEmails);
  const rest = blankOut(withoutEmails, links);

  if (emails.length > 0 || findPhoneNumbers(rest).length > 0 || hasSelfPromotion(rest)) {
    found.add('personalBranding');
  }
  if (containsProfanity(text) || mentionsAnyTerm(text, options.extraProfanity ?? []) !== null) {
    found.add('profanity');
  }
  if (links.some((link) => !isAllowedHost(link.host, options.allowedDomains ?? []))) {
    found.add('externalLink');
  }
  if (mentionsBrandName(text, options.brandNames)) {
    found.add('productBrandNames');
  }
  return { categories: MODERATION_CATEGORIES.filter((category) => found.has(category)) };
}

// Content moderation for comments, replies and messages (spec part 1, §5): the
// server rejects text in any of four categories. This module only finds them; the
// route turns them into the inappropriateContent error and its message.
import { findEmails, findPhoneNumbers } from './contact-details.js';
import { findLinks, isAllowedHost } from './links.js';
import { findBrandNames } from './brand-names.js';
import { findProfanity } from './profanity.js';
import { mentionsAnyTerm } from './terms.js';
import { findSelfPromotion } from './self-promotion.js';
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
  /** The words each category objects to, as written, so a refusal can name them (empty when clean). */
  matches: Record<ModerationCategory, string[]>;
}

export function moderate(text: string, options: ModerationOptions): ModerationResult {
  // E-mails first and blanked out, so an address is personal branding only and is
  // not reported again as a link or read as an @handle.
  const emails = findEmails(text);
  const withoutEmails = blankOut(text, emails);
  const links = findLinks(withoutEmails);
  const rest = blankOut(withoutEmails, links);
  const quote = (spans: ReadonlyArray<{ start: number; end: number }>) => spans.map((s) => text.slice(s.start, s.end));

  const extraProfanity = mentionsAnyTerm(text, options.extraProfanity ?? []);
  const matches: Record<ModerationCategory, string[]> = {
    personalBranding: unique([...quote(emails), ...quote(findPhoneNumbers(rest)), ...findSelfPromotion(rest)]),
    profanity: unique([...findProfanity(text), ...(extraProfanity === null ? [] : [extraProfanity])]),
    externalLink: unique(quote(links.filter((link) => !isAllowedHost(link.host, options.allowedDomains ?? [])))),
    productBrandNames: findBrandNames(text, options.brandNames),
  };
  return { categories: MODERATION_CATEGORIES.filter((category) => matches[category].length > 0), matches };
}

const unique = (words: string[]) => [...new Set(words.map((w) => w.trim()).filter(Boolean))];

// Self-promotion, the other kind of personal branding: social-media handles and
// phrases that send readers to the author's own channels, site or practice.
import { WORD_END, WORD_START } from './text.js';

const HANDLE = /(?<![\p{L}\p{N}_.@])@[A-Za-z_][A-Za-z0-9_.]*[A-Za-z0-9_]/gu;

const PLATFORMS =
  'twitter|instagram|insta|facebook|fb|linkedin|tiktok|youtube|telegram|whatsapp|snapchat|' +
  'threads|mastodon|bluesky|substack|pinterest|reddit|discord|wechat|signal|viber|skype|twitch';
const CHANNELS = 'website|web site|homepage|home page|webpage|web page|blog|podcast|newsletter|channel|vlog';

// Ordinary clinical talk ("in my practice", "contact me if you have questions",
// "my clinic sees many ZZ patients") must pass, so each phrase needs a channel,
// a platform or an unmistakable call to action.
const PHRASES: readonly string[] = [
  `(?:follow|find|add|contact|reach|message|text|call|ping|dm|connect with) (?:me|us) (?:on|at|via|through|over) (?:my |our )?(?:${PLATFORMS}|x)`,
  `follow (?:me|us) (?:on|at|for)`,
  `follow (?:my|our) (?:page|account|channel|blog|profile|podcast)`,
  `(?:my|our) (?:${PLATFORMS}) (?:page|account|profile|channel|handle|group)`,
  `visit (?:my|our) (?:clinic|practice|office|site|page|profile|shop|store|${CHANNELS})`,
  `(?:my|our) (?:(?:clinic|practice|office)(?:'s)? |personal |professional )?(?:${CHANNELS})`,
  `(?:book|make|schedule) (?:an? )?(?:appointment|consultation|session|visit)s? (?:with me|with us|at my|at our)`,
  `subscribe to (?:my|our)`,
  `(?:dm|pm|inbox|whatsapp) (?:me|us)`,
  `check out (?:my|our) (?:page|profile|account|book|course|clinic|practice|videos?|${CHANNELS})`,
  `link in (?:my |the )?bio`,
  // German
  `(?:besuchen sie|besucht) (?:mich|uns|meine|unsere)`,
  `folg(?:en sie|t)? (?:mir|uns) (?:auf|bei)`,
  `(?:meine|unsere)[nr]? (?:praxis-?)?(?:webseite|website|homepage|kanal|blog)`,
  `termine? (?:bei|mit) (?:mir|uns)`,
  `abonnier(?:t|en sie)? (?:meinen|unseren) kanal`,
];

const PHRASE = new RegExp(
  `${WORD_START}(?:${PHRASES.map((p) => p.replace(/ /g, '\\s+')).join('|')})${WORD_END}`,
  'giu',
);

/** Text must have e-mails and links blanked out first, or "jane@host" reads as a handle. */
export function hasSelfPromotion(text: string): boolean {
  return findSelfPromotion(text).length > 0;
}

/** The handles and self-promoting phrases in the text, as written. */
export function findSelfPromotion(text: string): string[] {
  return [...text.matchAll(HANDLE), ...text.matchAll(PHRASE)].map((m) => m[0]);
}

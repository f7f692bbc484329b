import {
  BLOCKED_TERM_CODE,
  blockedTermMessage,
  FIRST_COMMENT_RULES,
  ModerationErrorCodes,
  moderationMessage,
  type FirstCommentRule,
} from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { moderate } from '../../lib/moderation/index.js';
import { mentionsAnyTerm } from '../../lib/moderation/terms.js';
import type { ServiceContext } from '../service-context.js';
import { hasCommented, readModerationLists, type StoredLists } from './moderation-rules.repository.js';

/** The rules a member's text is judged by: the deployment's brand names plus the console's lists. */
export interface ModerationRules {
  brandNames: string[];
  extraProfanity: string[];
  allowedDomains: string[];
  watched: Array<{ term: string; action: 'block' | 'hold' | 'flag' }>;
  firstComment: FirstCommentRule;
  authorHasCommented: boolean;
}

/**
 * The lists are cached per app: a change in the console clears the cache here and, through the
 * event bus (Redis pub/sub with REDIS_URL), on every other instance, so it applies to the next
 * text written anywhere. The time limit only covers a signal lost while Redis was unreachable.
 */
const CACHE_MS = 60_000;
const RULES_SIGNAL = 'moderation-rules';
interface CacheEntry {
  generation: number;
  lists?: { at: number; value: StoredLists };
  listening?: Promise<unknown>;
}
const caches = new WeakMap<Db, CacheEntry>();
const entryFor = (db: Db) => {
  let entry = caches.get(db);
  if (!entry) caches.set(db, (entry = { generation: 0 }));
  return entry;
};

// Read through `db` (the caller's transaction, if any: PGlite has one connection); cached per app.
async function cachedLists(ctx: Pick<ServiceContext, 'db' | 'events'>, db: Db): Promise<StoredLists> {
  const entry = entryFor(ctx.db);
  if (!entry.listening && ctx.events) {
    entry.listening = ctx.events
      .onSignal(RULES_SIGNAL, () => {
        entry.generation += 1;
        entry.lists = undefined;
      })
      .catch(() => undefined);
  }
  if (entry.lists && Date.now() - entry.lists.at < CACHE_MS) return entry.lists.value;
  const generation = entry.generation;
  const value = await readModerationLists(db);
  // A change signalled while this read ran may not be in it: keep it for this write only.
  if (generation === entry.generation) entry.lists = { at: Date.now(), value };
  return value;
}

/** Reads the lists once at start, so members' writes stay within their query budget. */
export async function warmModerationRules(ctx: Pick<ServiceContext, 'db' | 'events'>): Promise<void> {
  await cachedLists(ctx, ctx.db);
}

/** Call after changing a word list or rule: this instance and every other read them afresh. */
export async function moderationRulesChanged(ctx: Pick<ServiceContext, 'db' | 'events' | 'log'>): Promise<void> {
  const entry = entryFor(ctx.db);
  entry.generation += 1;
  entry.lists = undefined;
  try {
    await ctx.events?.signal(RULES_SIGNAL);
  } catch (err) {
    ctx.log.warn(
      { err: (err as Error).message },
      'moderation rules change not signalled; other instances catch up within seconds',
    );
  }
}

/**
 * The current rules for a text by `authorId`. Whether this is their first comment is asked only
 * while the console's first-comment rule is on (one small query then).
 */
export async function loadModerationRules(
  db: Db,
  ctx: Pick<ServiceContext, 'deployment' | 'db' | 'events'>,
  authorId: number,
  options: { isComment?: boolean } = {},
): Promise<ModerationRules> {
  const stored = await cachedLists(ctx, db);
  const termsOf = (list: string) => stored.words.filter((w) => w.list === list).map((w) => w.term);
  const firstComment = FIRST_COMMENT_RULES.find((r) => r === stored.firstComment) ?? 'allow';
  return {
    brandNames: [...ctx.deployment.brandNames, ...termsOf('brandName')],
    extraProfanity: termsOf('profanity'),
    allowedDomains: termsOf('allowedDomain'),
    watched: stored.words
      .filter((w) => w.list === 'watchedTerm' && w.action !== null)
      .map((w) => ({ term: w.term, action: w.action! })),
    firstComment,
    authorHasCommented: options.isComment && firstComment !== 'allow' ? await hasCommented(db, authorId) : true,
  };
}

/**
 * The context for adverse-event screening with the console's brand names added. Built field by
 * field: the app instance's decorations do not survive an object spread.
 */
export const withRuleBrands = (
  ctx: Pick<ServiceContext, 'deployment' | 'env'>,
  rules: ModerationRules,
): Pick<ServiceContext, 'deployment' | 'env'> => ({
  env: ctx.env,
  deployment: { ...ctx.deployment, brandNames: rules.brandNames },
});

/**
 * Refuses member text in any moderation category, or with a watched term set to block. Profanity
 * alone has its own code and the caller's sentence (comments and messages word it differently);
 * any other finding lists every category so the client can build the spec's sentence. Either
 * names the words it objects to (`objectedWords`), so the member can reword just those.
 */
export function assertAcceptableText(text: string, rules: ModerationRules, profanityMessage: string): void {
  const { categories, matches } = moderate(text, rules);
  const objectedWords = [...new Set(categories.flatMap((c) => matches[c]))];
  if (categories.length === 1 && categories[0] === 'profanity') {
    throw new AppError(400, ModerationErrorCodes.profanity, profanityMessage, {
      objectedWords,
    });
  }
  if (categories.length > 0) {
    throw new AppError(400, ModerationErrorCodes.inappropriate, moderationMessage(categories), {
      categories,
      objectedWords,
    });
  }
  const blocked = mentionsAnyTerm(
    text,
    rules.watched.filter((w) => w.action === 'block').map((w) => w.term),
  );
  if (blocked !== null) throw new AppError(400, BLOCKED_TERM_CODE, blockedTermMessage(blocked));
}

export interface ReviewDecision {
  /** 'held': only the author sees it until a moderator releases it. */
  state: 'visible' | 'held';
  /** Why it joins the moderation queue; null when it does not. */
  flag: { reason: 'watchedTerm' | 'firstComment'; details: string | null } | null;
}

/**
 * What the rules let through but want a moderator to see (after assertAcceptableText): a watched
 * term set to hold or flag, or (for comments) a member's first comment when the console says so.
 * Holding wins over flagging.
 */
export function reviewDecision(text: string, rules: ModerationRules, options: { isComment: boolean }): ReviewDecision {
  const termFor = (action: 'hold' | 'flag') =>
    mentionsAnyTerm(
      text,
      rules.watched.filter((w) => w.action === action).map((w) => w.term),
    );
  const first = options.isComment && !rules.authorHasCommented ? rules.firstComment : 'allow';
  const held = termFor('hold');
  if (held !== null) return { state: 'held', flag: { reason: 'watchedTerm', details: held } };
  if (first === 'hold') return { state: 'held', flag: { reason: 'firstComment', details: null } };
  const flagged = termFor('flag');
  if (flagged !== null) return { state: 'visible', flag: { reason: 'watchedTerm', details: flagged } };
  if (first === 'flag') return { state: 'visible', flag: { reason: 'firstComment', details: null } };
  return { state: 'visible', flag: null };
}

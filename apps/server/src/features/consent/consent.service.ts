import { GATED_DOCUMENTS, type AcceptConsentsBody, type ConsentStatus, type CookieChoiceBody } from '@aatd/contract';
import { requireAccountHolder, type Actor } from '../../core/access-policy.js';
import { recordAudit } from '../../core/audit/audit.repository.js';
import { outstandingDocuments } from '../../core/consent/consent-rules.js';
import { hasCookieChoiceMadeAt, recordConsents, type ConsentOrigin } from '../../core/consent/consent.repository.js';
import type { ServiceContext } from '../../core/service-context.js';
import { AppError, unauthorized } from '../../lib/app-error.js';
import { findAcceptedVersions } from './consent.repository.js';

/** The request's address and browser, recorded with each consent. */
export type RequestOrigin = Omit<ConsentOrigin, 'source'>;

const versionOutdated = () =>
  new AppError(409, 'versionOutdated', 'A newer version has been published. Please reload and read it.');

/** GET /api/user/consents: open behind the consent gate, since it is how a member reads what to accept. */
export async function getConsentStatus(ctx: ServiceContext, actor: Actor): Promise<ConsentStatus> {
  const member = requireAccountHolder(actor);
  const accepted = await findAcceptedVersions(ctx.db, member.id);
  if (!accepted) throw unauthorized();
  return {
    current: ctx.deployment.legal,
    accepted,
    outstanding: outstandingDocuments(accepted, ctx.deployment.legal),
  };
}

/**
 * POST /api/user/consents: the member accepts the versions in force. A version that is no longer
 * the one in force (published while the page was open) is refused, so nobody accepts a text they
 * were not shown. Recorded with address and browser, and audited, in one transaction.
 */
export async function acceptConsents(
  ctx: ServiceContext,
  actor: Actor,
  body: AcceptConsentsBody,
  origin: RequestOrigin,
): Promise<ConsentStatus> {
  const member = requireAccountHolder(actor);
  const legal = ctx.deployment.legal;
  if (body.accept.some((a) => legal[a.document].version !== a.version)) throw versionOutdated();
  const documents = GATED_DOCUMENTS.filter((doc) => body.accept.some((a) => a.document === doc));
  await ctx.db.transaction().execute(async (trx) => {
    await recordConsents(
      trx,
      member.id,
      documents.map((document) => ({ document, version: legal[document].version })),
      { source: 'signIn', ...origin },
    );
    await recordAudit(trx, {
      actorId: member.id,
      action: 'consent.accept',
      target: { type: 'user', id: member.id },
      details: Object.fromEntries(documents.map((d) => [d, legal[d].version])),
      ip: origin.ipAddress,
    });
  });
  return getConsentStatus(ctx, actor);
}

/**
 * POST /api/user/cookie-consent: a signed-in member's cookie choice, kept server-side with the
 * cookie policy version in force (the browser keeps its own copy in cookies, for visitors too).
 * A choice the browser made before this sign-in (`beforeSignIn`) is recorded once with
 * the time it was made and the version the browser kept, marked as made before sign-in; a choice
 * already on record for the member (the same moment) is not recorded twice. Answers whether a
 * record was written.
 */
export async function recordCookieChoice(
  ctx: ServiceContext,
  actor: Actor,
  body: CookieChoiceBody,
  origin: RequestOrigin,
): Promise<{ recorded: boolean }> {
  const member = requireAccountHolder(actor);
  const { personalisation, advertising, analysis } = body;
  const browserMadeAt = body.madeAt ? new Date(body.madeAt) : null;
  // A clock running ahead in the browser does not date a choice in the future; the browser's own
  // stamp is kept beside it and is what tells a repeat from a new choice.
  const madeAt = browserMadeAt && new Date(Math.min(browserMadeAt.getTime(), Date.now()));
  const version = (body.beforeSignIn && body.policyVersion) || ctx.deployment.legal.cookies.version;
  return ctx.db.transaction().execute(async (trx) => {
    if (body.beforeSignIn && (await hasCookieChoiceMadeAt(trx, member.id, browserMadeAt!))) return { recorded: false };
    await recordConsents(
      trx,
      member.id,
      [
        {
          document: 'cookies',
          version,
          choice: { necessary: true, personalisation, advertising, analysis },
          chosenAt: madeAt,
          browserMadeAt,
        },
      ],
      { source: body.beforeSignIn ? 'cookieBannerBeforeSignIn' : 'cookieBanner', ...origin },
    );
    return { recorded: true };
  });
}

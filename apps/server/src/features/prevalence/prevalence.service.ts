import type { PrevalenceResponse } from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import type { ServiceContext } from '../../core/service-context.js';
import { readPrevalence } from './prevalence.repository.js';

/** The prevalence map's data: members only, like every education page. */
export async function getPrevalence(ctx: ServiceContext, actor: Actor): Promise<PrevalenceResponse> {
  requireMember(actor);
  return readPrevalence(ctx.env.dataDir);
}

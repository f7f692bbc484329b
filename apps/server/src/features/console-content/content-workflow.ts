import type { ContentAction, ContentState, LiveStatus, RevisionState } from '@aatd/contract';
import { hasRole } from '../../core/access-policy.js';
import type { Member } from '../../types/fastify.js';

/**
 * The editorial workflow as rules, without the database: which step the item's state allows
 * (409 with the message otherwise) and which steps a caller may take now, for the console's buttons.
 *
 *   draft ─submit→ in_review ─approve→ approved ─publish→ published ─withdraw→ withdrawn
 *                     └─return→ changes_requested ─save→ draft        └ (review-by date) → expired
 *   approved ─publish at→ scheduled ─(time comes)→ published; any save starts a new draft revision.
 */
export interface ItemFacts {
  /** The working (latest) revision's state. */
  working: RevisionState;
  /** What members see. */
  status: LiveStatus;
  /** A revision is waiting for its publishing time. */
  scheduled: boolean;
  /** Authors of revisions since the last approval (separation of duties). */
  authorsSinceApproval: number[];
}

/** The state the console shows. */
export const itemState = (f: Pick<ItemFacts, 'working' | 'status'>): ContentState =>
  f.working === 'published' ? f.status : f.working;

/** Why the item's state refuses the step, or null when it allows it. */
export function stateRefusal(action: ContentAction, f: ItemFacts): string | null {
  switch (action) {
    case 'save':
    case 'restore':
      return null;
    case 'submit':
      if (f.working === 'draft' || f.working === 'changes_requested') return null;
      if (f.working === 'in_review') return 'It is already in review.';
      if (f.working === 'approved' || f.working === 'scheduled') {
        return 'This version is already approved; edit it to start a new draft.';
      }
      return 'Nothing to submit: the live version has no unsaved changes. Edit it first.';
    case 'approve':
    case 'return':
      return f.working === 'in_review' ? null : 'Only an item in review can be approved or sent back.';
    case 'publish':
      return f.working === 'approved' || f.working === 'scheduled'
        ? null
        : 'Only an approved version can be published; submit it for review first.';
    case 'withdraw':
      return f.status === 'published' || f.scheduled ? null : 'Only published or scheduled content can be withdrawn.';
  }
}

/** Which role each step needs (admins hold every role). */
export const ROLE_FOR: Record<ContentAction, 'editor' | 'reviewer'> = {
  save: 'editor',
  submit: 'editor',
  restore: 'editor',
  publish: 'editor',
  withdraw: 'editor',
  approve: 'reviewer',
  return: 'reviewer',
};

/** Nobody approves content they wrote since the last approval, admins included. */
export const authoredSinceApproval = (member: Pick<Member, 'id'>, f: Pick<ItemFacts, 'authorsSinceApproval'>) =>
  f.authorsSinceApproval.includes(member.id);

/** The steps this caller may take on the item now. */
export function allowedActions(member: Pick<Member, 'id' | 'role'>, f: ItemFacts): ContentAction[] {
  return (Object.keys(ROLE_FOR) as ContentAction[]).filter(
    (action) =>
      hasRole(member, ROLE_FOR[action]) &&
      stateRefusal(action, f) === null &&
      !(action === 'approve' && authoredSinceApproval(member, f)),
  );
}

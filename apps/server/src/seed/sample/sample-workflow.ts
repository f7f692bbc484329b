import { ContentFieldsSchema, type ContentFieldsInput, type ContentKind } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { memberOf } from '../../core/access-policy.js';
import { findUserByEmail } from '../../core/users/users.repository.js';
import { markSamplePost } from '../../core/posts/posts.repository.js';
import {
  approveContent,
  createContent,
  publishContent,
  submitContent,
} from '../../features/console-content/console-content.service.js';
import { SAMPLE_STAFF } from './sample-users.js';

/** The sample editor and reviewer as the content services see them (loaded by loadSampleMembers). */
export async function sampleStaff(db: Db) {
  const find = async (email: string) => {
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error(`Sample staff ${email} missing: load the sample members first`);
    return memberOf(user);
  };
  return { editor: await find(SAMPLE_STAFF.editor.email), reviewer: await find(SAMPLE_STAFF.reviewer.email) };
}
export type SampleStaff = Awaited<ReturnType<typeof sampleStaff>>;

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * One sample item through the editorial workflow an editor and a reviewer follow in the console:
 * created (version 1) and submitted by the sample editor, approved by the sample reviewer with an
 * approval code and a review-by date a year ahead, then published by the editor. Each step writes
 * its audit record. Returns the post id, marked sample with its starting views.
 */
export async function publishSampleItem(
  db: Db,
  staff: SampleStaff,
  item: { kind: ContentKind; fields: ContentFieldsInput; approvalCode: string; views: number },
): Promise<number> {
  const ctx = { db };
  const fields = ContentFieldsSchema.parse(item.fields);
  const { id } = await createContent(ctx, staff.editor, { kind: item.kind, fields });
  await submitContent(ctx, staff.editor, id);
  await approveContent(ctx, staff.reviewer, id, { approvalCode: item.approvalCode, reviewBy: dayAfter(365) });
  await publishContent(ctx, staff.editor, id, {});
  await markSamplePost(db, id, item.views);
  return id;
}

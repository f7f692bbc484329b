import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/database.js';
import { readPhoto } from '../../core/media/photo-storage.js';
import { listConsentRecords } from '../../core/consent/consent.repository.js';
import {
  exportActivities,
  exportBlocks,
  exportComments,
  exportFeedback,
  exportInvitations,
  exportMessages,
  exportProfile,
  exportRatings,
  exportSavedModules,
  exportSavedPosts,
  exportSessions,
  exportVerificationRequests,
} from './gdpr.repository.js';

/**
 * The member's data as one ZIP: data.json with every kind of their data, and the files they
 * uploaded (the profile photo). `onProgress` gets 0–90 while the sections are read.
 */
export async function buildMemberArchive(
  db: Db,
  dataDir: string,
  userId: number,
  onProgress: (percent: number) => Promise<void>,
  siteName: string,
): Promise<Uint8Array> {
  const sections = {
    profile: () => exportProfile(db, userId),
    // Which terms, privacy and cookie-policy versions were accepted or chosen, when and from where.
    consents: async () => ({
      records: (await listConsentRecords(db, userId)).map((r) => ({
        document: r.document,
        version: r.version,
        choice: r.choice,
        source: r.source,
        ip_address: r.ip_address,
        user_agent: r.user_agent,
        // When a cookie choice was made, if before it was recorded (a choice made before sign-in).
        chosen_at: r.chosen_at,
        // The time the member's browser stamped on it, as sent.
        browser_made_at: r.browser_made_at,
        created_at: r.created_at,
      })),
    }),
    sessions: () => exportSessions(db, userId),
    comments: () => exportComments(db, userId),
    ratings: () => exportRatings(db, userId),
    savedItems: async () => ({
      posts: await exportSavedPosts(db, userId),
      modules: await exportSavedModules(db, userId),
    }),
    messages: async () => {
      const all = await exportMessages(db, userId);
      return {
        sent: all.filter((m) => m.direction === 'sent'),
        received: all.filter((m) => m.direction === 'received'),
      };
    },
    // Shares are messages that carry the shared page's link; listed on their own as well.
    shares: async () => (await exportMessages(db, userId)).filter((m) => m.resource_link !== null),
    invitations: () => exportInvitations(db, userId),
    feedback: () => exportFeedback(db, userId),
    activityPreferences: () => exportActivities(db, userId),
    verificationRequests: () => exportVerificationRequests(db, userId),
    blockedMembers: () => exportBlocks(db, userId),
  };
  const data: Record<string, unknown> = {
    exportedAt: new Date().toISOString(),
    site: siteName,
  };
  const names = Object.keys(sections) as Array<keyof typeof sections>;
  for (const [i, name] of names.entries()) {
    data[name] = await sections[name]();
    await onProgress(Math.round(((i + 1) / names.length) * 90));
  }
  const files: Zippable = {
    'data.json': strToU8(JSON.stringify(data, null, 2)),
    'README.txt': strToU8(
      [
        `Your data from ${siteName}, exported ${data.exportedAt as string}.`,
        'data.json holds your profile, sessions, consents, comments, ratings, saved items, messages sent and',
        'received, shares, invitations, feedback, activity preferences and verification requests.',
        'files/ holds the files you uploaded (your profile photo).',
      ].join('\n'),
    ),
  };
  const profile = data.profile as { image_path: string | null };
  const photo = await readPhoto(dataDir, profile.image_path);
  if (photo) files[`files/profile-photo${profile.image_path!.slice(profile.image_path!.lastIndexOf('.'))}`] = photo;
  return zipSync(files, { level: 6 });
}

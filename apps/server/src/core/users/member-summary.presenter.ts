import type { MemberSummary } from '@aatd/contract';
import type { User } from '../../db/tables/core.js';
import { mediaUrl } from '../media/media-url.js';

/** Only public profile fields: never another member's e-mail, phone or staff role. */
export const presentMemberSummary = (
  row: Pick<User, 'id' | 'title' | 'first_name' | 'last_name' | 'image_path'>,
): MemberSummary => ({
  id: row.id,
  title: row.title,
  firstName: row.first_name,
  lastName: row.last_name,
  image: mediaUrl(row.image_path),
});

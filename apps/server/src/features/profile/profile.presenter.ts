import type { OwnProfile } from '@aatd/contract';
import type { User } from '../../db/tables/core.js';
import { presentOwnFields } from '../../core/users/logged-user.presenter.js';

/** The member's own profile for Edit Profile: the logged-user fields plus the opt-out flag. */
export const presentOwnProfile = (u: User): OwnProfile => ({ ...presentOwnFields(u), optOut: u.opted_out });

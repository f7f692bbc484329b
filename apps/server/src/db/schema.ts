import type { CoreTables } from './tables/core.js';
import type { IdentityTables } from './tables/identity.js';
import type { IdentityFlowsTables } from './tables/identity-flows.js';
import type { ContentTables } from './tables/content.js';
import type { EducationTables } from './tables/education.js';
import type { MembersTables } from './tables/members.js';
import type { MessagingTables } from './tables/messaging.js';

/** The whole database, composed from each feature's tables so features own their own types. */
export interface Database
  extends
    CoreTables,
    IdentityTables,
    IdentityFlowsTables,
    ContentTables,
    EducationTables,
    MembersTables,
    MessagingTables {}

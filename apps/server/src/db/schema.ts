import type { CoreTables } from './tables/core.js';
import type { IdentityTables } from './tables/identity.js';
import type { IdentityFlowsTables } from './tables/identity-flows.js';
import type { ContentTables } from './tables/content.js';
import type { EducationTables } from './tables/education.js';
import type { MembersTables } from './tables/members.js';
import type { MessagingTables } from './tables/messaging.js';
import type { AuditTables } from './tables/audit.js';
import type { SafetyTables } from './tables/safety.js';
import type { ImportTables } from './tables/imports.js';
import type { ModerationTables } from './tables/moderation.js';
import type { GdprTables } from './tables/gdpr.js';
import type { PrevalenceTables } from './tables/prevalence.js';
import type { ComplianceTables } from './tables/compliance.js';
import type { SecondFactorTables } from './tables/second-factor.js';
import type { MediaTables } from './tables/media.js';
import type { PasskeyTables } from './tables/passkeys.js';
import type { NotificationTables } from './tables/notifications.js';

/** The whole database, composed from each feature's tables so features own their own types. */
export interface Database
  extends
    CoreTables,
    IdentityTables,
    IdentityFlowsTables,
    ContentTables,
    EducationTables,
    MembersTables,
    MessagingTables,
    AuditTables,
    SafetyTables,
    ImportTables,
    ModerationTables,
    GdprTables,
    PrevalenceTables,
    ComplianceTables,
    SecondFactorTables,
    MediaTables,
    PasskeyTables,
    NotificationTables {}

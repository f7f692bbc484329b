import type { GatedDocument, Role } from '@aatd/contract';
import type { ChangeChannel, Db, DbKind } from '../db/database.js';
import type { AnnouncedCache } from '../core/announced-cache.js';
import type { DrawnPages } from '../core/drawn-pages.js';
import type { Metrics } from '../core/metrics.js';
import type { Env } from '../config/env.js';
import type { Deployment } from '../config/deployment.js';

/** The signed-in member a guarded route acts for; `isAdmin` is `role === 'admin'`. */
export interface Member {
  id: number;
  role: Role;
  isAdmin: boolean;
  /** The session was signed in with the second factor (its token's amr holds "otp"); staff calls need it. */
  secondFactor: boolean;
  /**
   * Set by the auth plugin from the access token's lookup: what this member must do before
   * content is served (core/access-policy.ts accessGates). Absent for members built elsewhere
   * (jobs, CLI), which act for the system, not through a member's request.
   */
  gates?: { consent: GatedDocument[]; verificationExpired: boolean };
  /**
   * The moderators' sanctions on this member, read with the access token: a suspension refuses
   * every call (plugins/auth.ts), a silence every write (core/access-policy.ts requireWriter).
   * Each applies until its end (null: until lifted); an ended one is ignored.
   */
  sanctions?: MemberSanctions;
}

export interface MemberSanctions {
  suspended: { until: Date | null; reason: string | null } | null;
  silenced: { until: Date; reason: string | null } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry's helpers (core/metrics.ts). */
    metrics: Metrics;
    db: Db;
    dbKind: DbKind;
    env: Env;
    deployment: Deployment;
    /** onRequest: 401 unless a valid access token is sent; sets request.member. */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Like authenticate, but also accepts the media cookie (GET /api/media/* only). */
    authenticateMedia: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A cache the database's announcements on `channel` keep true (core/announced-cache.ts); `name` labels its metrics. */
    announcedCache<V>(channel: ChangeChannel, maxEntries: number, name: string): AnnouncedCache<V>;
    /** Empties every announced cache. */
    forgetAllHeld(): void;
    /** The member pages the web build can draw on the server (core/drawn-pages.ts); filled by plugins/spa.ts. */
    drawnPages: DrawnPages;
  }
  interface FastifyRequest {
    member: Member | null;
  }
}

import type { Db, DbKind } from '../db/database.js';
import type { Env } from '../config/env.js';
import type { Deployment } from '../config/deployment.js';

/** The signed-in member a guarded route acts for. */
export interface Member {
  id: number;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    env: Env;
    deployment: Deployment;
    /** preHandler: 401 unless a valid access token is sent; sets request.member. */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: authenticate, then 403 unless the member is an admin. */
    requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    member: Member | null;
  }
}

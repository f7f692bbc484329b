import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { enqueueMail, type MailInput } from './mail.repository.js';
import type { MailBrand } from './templates/index.js';

/** Brand strings and the public address the templates need, from this app's configuration. */
export const mailBrand = (app: Pick<FastifyInstance, 'deployment' | 'env'>): MailBrand => ({
  deployment: app.deployment,
  publicUrl: app.env.publicUrl,
});

/** Queue a rendered template; `db` may be a transaction so the mail commits with its cause. */
export const sendMail = (db: Db, mail: MailInput) => enqueueMail(db, mail);

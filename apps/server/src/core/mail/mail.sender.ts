import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Deployment } from '../../config/deployment.js';
import type { MailAttachment } from '../../db/tables/identity-flows.js';

/** What the outbox needs from a transport; tests may pass their own. */
export interface MailTransport {
  send(mail: {
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments?: MailAttachment[];
    headers?: Record<string, string>;
  }): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP_URL (smtp://user:pass@host:port or smtps://...). Short timeouts so a hung
 * server delays one round, not the whole queue; the outbox retries later.
 */
export function smtpTransport(url: string, deployment: Pick<Deployment, 'siteName' | 'supportEmail'>): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } satisfies SMTPTransport.Options);
  const from = { name: deployment.siteName, address: deployment.supportEmail };
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

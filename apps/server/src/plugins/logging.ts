import type { FastifyServerOptions } from 'fastify';

/** Query parameters and path segments that carry secrets; they never reach a log line. */
const SECRET_PARAMS =
  /([?&](?:sessionToken|code|token|recoveryToken|code_verifier|id_token_hint|state|access_token|ticket)=)[^&#]*/gi;
const SECRET_PATHS = /(\/(?:verifyEmail|resetpassword|invite)\/)[^/?#]+/gi;

export const redactUrl = (url: string) =>
  url.replace(SECRET_PARAMS, '$1[redacted]').replace(SECRET_PATHS, '$1[redacted]');

export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-altcha"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.oldPassword',
        '*.token',
        '*.sessionToken',
        '*.access_token',
        '*.id_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

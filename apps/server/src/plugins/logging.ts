import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger. Fastify gives every request a pino child bound to its id; making one (its
 * bindings serialized through the redaction, its level methods rebuilt) cost a small answer about
 * what its security headers did, though at the production level most requests write no line. This
 * one makes that child when a line is written at a level the parent writes, so every line written
 * still carries the request id and passes the redaction.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  get level() {
    return (this.#child ?? this.parent).level;
  }
  set level(level: string) {
    this.made().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  private made() {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  private write(level: Level, args: unknown[]) {
    if (this.#child === undefined && !this.parent.isLevelEnabled(level)) return;
    (this.made()[level] as (...line: unknown[]) => void)(...args);
  }
}

/**
 * Fastify's childLoggerFactory: a RequestLogger, unless a route asks for its own level or
 * serializers (none does today), which only a real child can carry. Fastify's null logger (tests
 * build the app with `logger: false`) writes nothing and is its own child.
 */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, opts: ChildLoggerOptions) {
  if (!('isLevelEnabled' in logger)) return logger;
  if (opts.level || opts.serializers) return logger.child(bindings, opts);
  return new RequestLogger(logger as Logger, bindings);
}

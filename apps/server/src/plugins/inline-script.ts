import { createHash } from 'node:crypto';

/** The Content-Security-Policy source allowing exactly this inline script, by its hash (plugins/spa.ts). */
export const inlineScriptSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

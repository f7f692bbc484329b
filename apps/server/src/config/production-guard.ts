import type { Deployment } from './deployment.js';
import { DEV_SECRET_KEY, type Env } from './env.js';

/** In production the server refuses to start with default secrets or sample data. */
export function assertProductionReady(env: Env, deployment: Deployment, hasSampleData: boolean): void {
  if (env.NODE_ENV !== 'production') return;
  const problems: string[] = [];
  if (!env.SECRET_KEY || env.SECRET_KEY === DEV_SECRET_KEY || env.SECRET_KEY.length < 32) {
    problems.push('SECRET_KEY must be set to a random value of at least 32 characters');
  }
  if (deployment.sampleContent) problems.push('sampleContent must be false in the deployment config');
  if (hasSampleData) problems.push('the database contains sample data; use a fresh database');
  if (deployment.supportEmail.endsWith('@example.org')) problems.push('supportEmail still has its example default');
  if (problems.length) throw new Error(`Refusing to start in production:\n- ${problems.join('\n- ')}`);
}

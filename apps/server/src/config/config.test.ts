import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRIES, DeploymentSchema, loadDeployment } from './deployment.js';
import { loadEnv } from './env.js';
import { assertProductionReady } from './production-guard.js';

describe('deployment config', () => {
  it('defaults the allowed countries to both spec lists', () => {
    expect(DeploymentSchema.parse({}).allowedCountries).toEqual(DEFAULT_COUNTRIES);
    expect(DEFAULT_COUNTRIES).toHaveLength(10);
  });

  it('rejects an invalid file with the field named', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cfg-')), 'deployment.json');
    fs.writeFileSync(file, JSON.stringify({ supportEmail: 'not-an-email' }));
    expect(() => loadDeployment(file)).toThrow(/supportEmail/);
  });
});

describe('production guard', () => {
  const prodEnv = (secret?: string) => loadEnv({ NODE_ENV: 'production', ...(secret ? { SECRET_KEY: secret } : {}) });
  const good = DeploymentSchema.parse({ sampleContent: false, supportEmail: 'help@hospital.test' });

  it('refuses default secrets', () => {
    expect(() => assertProductionReady(prodEnv(), good, false)).toThrow(/SECRET_KEY/);
  });
  it('refuses sample data', () => {
    const secret = 'x'.repeat(40);
    expect(() => assertProductionReady(prodEnv(secret), good, true)).toThrow(/sample data/);
    expect(() =>
      assertProductionReady(prodEnv(secret), DeploymentSchema.parse({ supportEmail: 'a@b.test' }), false),
    ).toThrow(/sampleContent/);
  });
  it('accepts a real configuration', () => {
    expect(() => assertProductionReady(prodEnv('y'.repeat(40)), good, false)).not.toThrow();
  });
  it('does nothing outside production', () => {
    expect(() =>
      assertProductionReady(loadEnv({ NODE_ENV: 'development' }), DeploymentSchema.parse({}), true),
    ).not.toThrow();
  });
});

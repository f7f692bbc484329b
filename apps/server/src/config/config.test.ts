import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DeploymentSchema, loadDeployment, profileRegionsOf, registrationCountriesOf } from './deployment.js';
import { loadEnv } from './env.js';
import { assertProductionReady } from './production-guard.js';
import { ensureSecretKey } from './secret-key.js';

const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cfg-'));

describe('deployment config', () => {
  it("offers the spec's 2 registration countries and 8 profile regions unless the deployment overrides them", () => {
    const spec = DeploymentSchema.parse({});
    expect(registrationCountriesOf(spec)).toEqual(['DE', 'US']);
    expect(profileRegionsOf(spec)).toEqual(['BH', 'EG', 'KW', 'LB', 'OM', 'QA', 'SA', 'AE']);
    // The older single list still sets both; each list may also be set on its own.
    const old = DeploymentSchema.parse({ allowedCountries: ['US', 'AE'] });
    expect([registrationCountriesOf(old), profileRegionsOf(old)]).toEqual([
      ['US', 'AE'],
      ['US', 'AE'],
    ]);
    const own = DeploymentSchema.parse({ allowedCountries: ['US'], profileRegions: ['QA'] });
    expect([registrationCountriesOf(own), profileRegionsOf(own)]).toEqual([['US'], ['QA']]);
  });

  it('rejects an invalid file with the field named', () => {
    const file = path.join(tmpDir(), 'deployment.json');
    fs.writeFileSync(file, JSON.stringify({ supportEmail: 'not-an-email' }));
    expect(() => loadDeployment(file)).toThrow(/supportEmail/);
  });
});

describe('environment', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

describe('generated SECRET_KEY', () => {
  it('is created once in DATA_DIR, readable only by its owner, and reused on the next start', () => {
    const dataDir = tmpDir();
    const first = ensureSecretKey(loadEnv({ DATA_DIR: dataDir }));
    expect(first.SECRET_KEY).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const file = path.join(dataDir, 'secret-key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(ensureSecretKey(loadEnv({ DATA_DIR: dataDir })).SECRET_KEY).toBe(first.SECRET_KEY);
    expect(ensureSecretKey(loadEnv({ DATA_DIR: tmpDir() })).SECRET_KEY).not.toBe(first.SECRET_KEY);
  });

  it('is not needed when SECRET_KEY is set, and never made up in production', () => {
    const dataDir = tmpDir();
    expect(ensureSecretKey(loadEnv({ DATA_DIR: dataDir, SECRET_KEY: 'k'.repeat(40) })).SECRET_KEY).toBe('k'.repeat(40));
    const prod = ensureSecretKey(loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' }));
    expect(prod.SECRET_KEY).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, 'secret-key'))).toBe(false);
    const good = DeploymentSchema.parse({ sampleContent: false, supportEmail: 'help@hospital.test' });
    expect(() => assertProductionReady(prod, good, false)).toThrow(/SECRET_KEY/);
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

import { describe, expect, it } from 'vitest';
import { DeploymentSchema } from '../../config/deployment.js';
import { outstandingDocuments } from './consent-rules.js';

const legal = (terms: string, privacy: string) =>
  DeploymentSchema.parse({
    legal: {
      terms: { version: terms, date: '2026-01-01' },
      privacy: { version: privacy, date: '2026-01-01' },
      cookies: { version: 'c1', date: '2026-01-01' },
    },
  }).legal;

describe('outstandingDocuments: which versions a member still has to accept', () => {
  it('none when the member accepted both versions in force', () => {
    expect(outstandingDocuments({ terms: 't2', privacy: 'p1' }, legal('t2', 'p1'))).toEqual([]);
  });
  it('the terms alone when only a new terms version is published', () => {
    expect(outstandingDocuments({ terms: 't1', privacy: 'p1' }, legal('t2', 'p1'))).toEqual(['terms']);
  });
  it('the privacy notice alone when only it changed', () => {
    expect(outstandingDocuments({ terms: 't2', privacy: 'p1' }, legal('t2', 'p2'))).toEqual(['privacy']);
  });
  it('both, in document order, when both changed or nothing is on record', () => {
    expect(outstandingDocuments({ terms: 't1', privacy: 'p1' }, legal('t2', 'p2'))).toEqual(['terms', 'privacy']);
    expect(outstandingDocuments({ terms: null, privacy: null }, legal('t2', 'p2'))).toEqual(['terms', 'privacy']);
  });
  it('any difference counts: a version rolled back is asked for again', () => {
    expect(outstandingDocuments({ terms: 't3', privacy: 'p1' }, legal('t2', 'p1'))).toEqual(['terms']);
  });
  it('the defaults are the spec dates of the legal pages', () => {
    const d = DeploymentSchema.parse({}).legal;
    expect(d.terms).toEqual({ version: '2022-03-29', date: '2022-03-29' });
    expect(d.privacy.date).toBe('2022-09-23');
    expect(d.cookies.date).toBe('2022-09-23');
  });
  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() =>
      DeploymentSchema.parse({
        legal: {
          terms: { version: 'x', date: '29/03/2022' },
          privacy: { version: 'p', date: '2022-09-23' },
          cookies: { version: 'c', date: '2022-09-23' },
        },
      }),
    ).toThrow();
  });
});

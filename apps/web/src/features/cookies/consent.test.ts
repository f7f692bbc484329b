import { describe, expect, it, vi } from 'vitest';
import {
  CONSENT_MAX_AGE_SECONDS,
  createConsentStore,
  parseCookies,
  serializeConsentCookie,
  type CookieJar,
} from './consent';

/** Behaves like `document.cookie`: reading lists name=value pairs, each write sets one cookie. */
function fakeJar(initial = '') {
  const values = new Map(parseCookies(initial));
  const writes: string[] = [];
  const jar: CookieJar = {
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(raw: string) {
      writes.push(raw);
      const [pair = ''] = raw.split(';');
      const eq = pair.indexOf('=');
      values.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    },
  };
  return { jar, writes, values };
}

const MADE_AT = new Date('2026-03-04T05:06:07.000Z');
const storeFor = (initial = '', secure = false, policyVersion?: string) => {
  const f = fakeJar(initial);
  return {
    ...f,
    store: createConsentStore(() => f.jar, {
      secure: () => secure,
      now: () => MADE_AT,
      policyVersion: () => policyVersion,
    }),
  };
};

describe('parseCookies', () => {
  it('splits name=value pairs and trims spaces', () => {
    expect([...parseCookies('a=1;  b = two ; c=')]).toEqual([
      ['a', '1'],
      ['b', 'two'],
      ['c', ''],
    ]);
  });
  it('ignores fragments without "=" and keeps the first of duplicate names', () => {
    expect([...parseCookies('junk; x=1; x=2')]).toEqual([['x', '1']]);
  });
});

describe('serializeConsentCookie', () => {
  it('writes path=/, a one-year max-age and SameSite=Lax', () => {
    expect(serializeConsentCookie('analysis', true)).toBe(
      `analysis=true; path=/; max-age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`,
    );
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31536000);
  });
  it('adds Secure on https', () => {
    expect(serializeConsentCookie('all', false, true)).toMatch(/^all=false; .*; Secure$/);
  });
});

describe('consent store', () => {
  it('has no decision and consents to nothing when no consent cookie exists', () => {
    const { store } = storeFor('loggedIn=x; other=true');
    expect(store.hasConsentDecision()).toBe(false);
    expect(store.getConsent()).toEqual({ all: false, personalisation: false, advertising: false, analysis: false });
    expect(store.hasAnalysisConsent()).toBe(false);
  });

  it('counts any one of the four cookies as a decision (the banner then stays hidden)', () => {
    for (const name of ['all', 'personalisation', 'advertising', 'analysis']) {
      expect(storeFor(`${name}=false`).store.hasConsentDecision()).toBe(true);
    }
  });

  it('treats anything but "true" as refused', () => {
    const { store } = storeFor('analysis=TRUE; personalisation=1; advertising=true');
    expect(store.getConsent()).toEqual({ all: false, personalisation: false, advertising: true, analysis: false });
  });

  it('Accept all sets the four cookies to true, with the time of the choice', () => {
    const { store, writes, values } = storeFor();
    store.acceptAll();
    expect(Object.fromEntries(values)).toEqual({
      all: 'true',
      personalisation: 'true',
      advertising: 'true',
      analysis: 'true',
      consentAt: MADE_AT.toISOString(),
    });
    expect(writes).toHaveLength(5);
    expect(
      writes.every((w) => w.includes('path=/') && w.includes('SameSite=Lax') && w.includes('max-age=31536000')),
    ).toBe(true);
    expect(store.hasAnalysisConsent()).toBe(true);
  });

  it('Reject all sets the four cookies to false and records a decision', () => {
    const { store, values } = storeFor('all=true; personalisation=true; advertising=true; analysis=true');
    store.rejectAll();
    expect(Object.fromEntries(values)).toEqual({
      all: 'false',
      personalisation: 'false',
      advertising: 'false',
      analysis: 'false',
      consentAt: MADE_AT.toISOString(),
    });
    expect(store.hasConsentDecision()).toBe(true);
  });

  it('keeps when the choice was made and the cookie policy version then in force (recorded at sign-in)', () => {
    const { store } = storeFor('', false, '2022-09-23');
    expect(store.getChoiceMade()).toEqual({ madeAt: null, policyVersion: null });
    store.saveConsent({ personalisation: false, advertising: false, analysis: true });
    expect(store.getChoiceMade()).toEqual({ madeAt: MADE_AT.toISOString(), policyVersion: '2022-09-23' });
    // A choice from before these cookies existed has no time.
    expect(storeFor('all=false; analysis=false').store.getChoiceMade().madeAt).toBeNull();
  });

  it('Confirm saves the toggles with all = whether every category is on', () => {
    const { store } = storeFor();
    store.saveConsent({ personalisation: true, advertising: false, analysis: true });
    expect(store.getConsent()).toEqual({ all: false, personalisation: true, advertising: false, analysis: true });
    store.saveConsent({ personalisation: true, advertising: true, analysis: true });
    expect(store.getConsent().all).toBe(true);
  });

  it('marks cookies Secure when the page is served over https', () => {
    const { store, writes } = storeFor('', true);
    store.rejectAll();
    expect(writes.every((w) => w.endsWith('; Secure'))).toBe(true);
  });

  it('notifies subscribers on every write until they unsubscribe', () => {
    const { store } = storeFor();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.acceptAll();
    store.saveConsent({ personalisation: false, advertising: false, analysis: false });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.rejectAll();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a cookie jar (server or test context)', () => {
    const store = createConsentStore(() => undefined);
    const listener = vi.fn();
    store.subscribe(listener);
    store.acceptAll();
    expect(store.hasConsentDecision()).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });
});

import { siteConfigStore } from '@/lib/site-config';
/**
 * Cookie consent (spec part 1 §2 "Cookie banner", §4 "Cookie consent", §9 consent keys).
 * The choice lives in four cookies named `all`, `personalisation`, `advertising`, `analysis`
 * holding 'true' or 'false'. The store is built around a `CookieJar` (anything with a
 * `cookie` string property, like `document`) so the logic is testable without a DOM.
 */
export const CONSENT_COOKIES = ['all', 'personalisation', 'advertising', 'analysis'] as const;
export type ConsentCookie = (typeof CONSENT_COOKIES)[number];
export type Consent = Record<ConsentCookie, boolean>;
/** The three optional categories a member can toggle; `all` is derived from them. */
export type ConsentChoices = Omit<Consent, 'all'>;

export interface CookieJar {
  cookie: string;
}

/** One year, so the banner does not reappear on every visit but the choice is renewed yearly. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Parses a `document.cookie`-style string ("a=1; b=2") into a map; later duplicates lose. */
export function parseCookies(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  return cookies;
}

/**
 * Beside the choice: when it was made (ISO time) and the cookie policy version then in force, so a
 * choice made before sign-in can be recorded for the member when they sign in.
 */
export const CHOICE_TIME_COOKIE = 'consentAt';
export const CHOICE_VERSION_COOKIE = 'consentVersion';

const serializeCookie = (name: string, value: string, secure: boolean) => {
  const attrs = [`${name}=${value}`, 'path=/', `max-age=${CONSENT_MAX_AGE_SECONDS}`, 'SameSite=Lax'];
  if (secure) attrs.push('Secure');
  return attrs.join('; ');
};

export const serializeConsentCookie = (name: ConsentCookie, value: boolean, secure = false): string =>
  serializeCookie(name, value ? 'true' : 'false', secure);

/** When the choice was made and under which cookie policy version, as this browser kept it. */
export interface ChoiceMade {
  madeAt: string | null;
  policyVersion: string | null;
}

const toConsent = (choices: ConsentChoices): Consent => ({
  all: choices.personalisation && choices.advertising && choices.analysis,
  ...choices,
});

type Listener = () => void;

/**
 * `getJar` is called on every access so a store created at module load works in non-browser
 * contexts (returns undefined there: no decision, nothing consented).
 */
export function createConsentStore(
  getJar: () => CookieJar | undefined,
  opts: { secure?: () => boolean; now?: () => Date; policyVersion?: () => string | undefined } = {},
) {
  const listeners = new Set<Listener>();
  const decisionListeners = new Set<(consent: Consent) => void>();
  // Parsed once and kept until this store writes or is told that another tab may have (refresh):
  // every render of the banner and the analytics gate reads it, and reading document.cookie is slow.
  let cookies: Map<string, string> | undefined;
  const read = () => (cookies ??= parseCookies(getJar()?.cookie ?? ''));

  const hasConsentDecision = () => {
    const current = read();
    return CONSENT_COOKIES.some((name) => current.has(name));
  };

  /** Anything but an explicit 'true' counts as refused: privacy by default. */
  const getConsent = (): Consent => {
    const current = read();
    const flag = (name: ConsentCookie) => current.get(name) === 'true';
    return {
      all: flag('all'),
      personalisation: flag('personalisation'),
      advertising: flag('advertising'),
      analysis: flag('analysis'),
    };
  };

  const write = (consent: Consent) => {
    const jar = getJar();
    if (!jar) return;
    const secure = opts.secure?.() ?? false;
    for (const name of CONSENT_COOKIES) jar.cookie = serializeConsentCookie(name, consent[name], secure);
    jar.cookie = serializeCookie(CHOICE_TIME_COOKIE, (opts.now?.() ?? new Date()).toISOString(), secure);
    const version = opts.policyVersion?.();
    if (version) jar.cookie = serializeCookie(CHOICE_VERSION_COOKIE, encodeURIComponent(version), secure);
    cookies = undefined;
    listeners.forEach((l) => l());
    decisionListeners.forEach((l) => l(consent));
  };

  /** Choices made before these cookies existed have no time: they are not recorded later. */
  const getChoiceMade = (): ChoiceMade => {
    const current = read();
    const at = current.get(CHOICE_TIME_COOKIE);
    const version = current.get(CHOICE_VERSION_COOKIE);
    return {
      madeAt: at && !Number.isNaN(Date.parse(at)) ? new Date(at).toISOString() : null,
      policyVersion: version ? decodeURIComponent(version) : null,
    };
  };

  return {
    hasConsentDecision,
    getConsent,
    getChoiceMade,
    hasAnalysisConsent: () => getConsent().analysis,
    /** Confirm in the settings dialog: `all` is true only when every optional category is on. */
    saveConsent: (choices: ConsentChoices) => write(toConsent(choices)),
    acceptAll: () => write({ all: true, personalisation: true, advertising: true, analysis: true }),
    rejectAll: () => write({ all: false, personalisation: false, advertising: false, analysis: false }),
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Called with each decision the member makes here (accept, reject, settings confirmed). */
    onDecision: (listener: (consent: Consent) => void) => {
      decisionListeners.add(listener);
      return () => void decisionListeners.delete(listener);
    },
    /** Re-reads the cookies for subscribers, e.g. after another tab changed them. */
    refresh: () => {
      cookies = undefined;
      listeners.forEach((l) => l());
    },
  };
}

const browserJar = () => (typeof document === 'undefined' ? undefined : document);
const isHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

/** The cookie policy version the site configuration names. */
const policyVersionInForce = () => siteConfigStore.get()?.legal.cookies.version;

export const consentStore = createConsentStore(browserJar, { secure: isHttps, policyVersion: policyVersionInForce });

// Cookies fire no change event; a decision made in another tab is picked up when this one regains focus.
if (typeof window !== 'undefined') window.addEventListener('focus', consentStore.refresh);

export const {
  hasConsentDecision,
  getConsent,
  getChoiceMade,
  hasAnalysisConsent,
  saveConsent,
  acceptAll,
  rejectAll,
  subscribe: subscribeToConsent,
  onDecision: onConsentDecision,
} = consentStore;

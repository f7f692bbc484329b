import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { SiteConfig } from '@aatd/contract';
import { describe, expect, it } from 'vitest';
import { siteConfigStore } from '@/lib/site-config';
import AboutUsPage from './components/about-us-page';
import ContactUsPage from './components/contact-us-page';
import CookiePolicyPage from './components/cookie-policy-page';
import NotFoundPage from './components/not-found-page';
import PrivacyPolicyPage from './components/privacy-policy-page';
import TermsPage from './components/terms-page';
import { TermsContent } from './components/terms-content';
import { PrivacyContent } from './components/privacy-content';
import { formatDate } from '@/lib/format-date';

// Written through the one date helper, in the reader's locale.
const LEGAL_DAY = formatDate('2022-09-23');
const TERMS_DAY = formatDate('2022-03-29');

/** Distinctive brand strings, so the test proves the pages take every name and mailbox from config. */
const config: SiteConfig = {
  siteName: 'Zeta Community',
  tagline: 'Zeta tagline',
  providerName: 'zeta provider',
  sponsorWording: 'Zeta sponsor wording.',
  supportEmail: 'help@zeta.test',
  pharmacovigilance: { us: 'pv-us@zeta.test', de: 'pv-de@zeta.test' },
  allowedCountries: ['DE', 'US', 'AE'],
  registrationCountries: ['DE', 'US'],
  profileRegions: ['AE'],
  docCheckEnabled: false,
  npiEnabled: false,
  sampleContent: false,
  legal: {
    terms: { version: '2022-03-29', date: '2022-03-29' },
    privacy: { version: '2022-09-23', date: '2022-09-23' },
    cookies: { version: '2022-09-23', date: '2022-09-23' },
  },
  erasure: { coolingOffDays: 14, comments: 'anonymise' },
};

function render(Component: ComponentType<{ embedded?: boolean }>, props: { embedded?: boolean } = {}) {
  siteConfigStore.set(config);
  // The not-found page is the app's alone and needs its router; the others draw without one too.
  const html = renderToString(createElement(MemoryRouter, null, createElement(Component, props)));
  // Text only, entities decoded enough for the assertions below.
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

describe('legal and static pages', () => {
  it('about us: aims, offer, coming peer networking, HCP-only, verified by the provider, PV mailboxes, date', () => {
    const html = render(AboutUsPage);
    expect(html).toContain('>About Us</h1>');
    expect(html).toMatch(/personalise its content/);
    expect(html).toMatch(/slide modules/);
    expect(html).toMatch(/videos of scientific talks and tutorials/);
    expect(html).toMatch(/Coming soon: peer networking/);
    expect(html).toMatch(/outside the United Kingdom only/);
    expect(html).toContain('verified by zeta provider');
    expect(html).toContain('Zeta provider runs the community');
    expect(html).toContain('mailto:pv-us@zeta.test');
    expect(html).toContain('mailto:pv-de@zeta.test');
    expect(html).toContain(LEGAL_DAY);
  });

  it('contact us: heading, welcome text and the support mailbox', () => {
    const html = render(ContactUsPage);
    expect(html).toContain('>Contact us</h1>');
    expect(html).toContain('Welcome to Zeta Community');
    expect(html).toContain('href="mailto:help@zeta.test"');
    expect(html).toMatch(/login or technical queries/);
  });

  it('terms: dated 29 March 2022, allowed countries, community rules, PV mailboxes, governing terms', () => {
    const html = render(TermsPage);
    expect(html).toContain('>Terms and Conditions</h1>');
    expect(html).toContain(`<time dateTime="2022-03-29">${TERMS_DAY}</time>`);
    expect(html).toContain('Germany, United States, and United Arab Emirates');
    for (const rule of ['Profanity:', 'External links:', 'Product brand names:', 'Personal branding:']) {
      expect(html).toContain(rule);
    }
    expect(html).toContain('mailto:pv-us@zeta.test');
    expect(html).toContain('Governing terms');
    expect(html).toContain('Zeta sponsor wording.');
  });

  it('privacy: dated 23 September 2022, registration data, lawful basis, safety-data retention, rights', () => {
    const html = render(PrivacyPolicyPage);
    expect(html).toContain('>Privacy Policy and Consent</h1>');
    expect(html).toContain(LEGAL_DAY);
    expect(html).toContain('Lawful basis');
    expect(html).toMatch(/lifetime of the medicinal product concerned plus at least 10 years/);
    expect(html).toContain('Your rights');
  });

  it('cookie policy: the four consent cookies and the sign-in storage', () => {
    const html = render(CookiePolicyPage);
    expect(html).toContain('>Site Cookie Policy</h1>');
    for (const name of ['all', 'personalisation', 'advertising', 'analysis', 'loggedInUser']) {
      expect(html).toContain(`<code>${name}</code>`);
    }
  });

  it('not found: heading, moved text and Back to Home', () => {
    const html = render(NotFoundPage);
    expect(html).toContain('>404: Page not found</h1>');
    expect(html).toMatch(/moved or is no longer available/);
    expect(html).toMatch(/href="\/"[^>]*>Back to Home/);
  });

  it('embedded bodies for the registration modals carry their own dates and h3 headings', () => {
    const terms = render(TermsContent, { embedded: true });
    expect(terms).toContain(TERMS_DAY);
    expect(terms).toContain('<h3>1. About these terms</h3>');
    expect(terms).toContain('target="_blank"');
    expect(render(PrivacyContent, { embedded: true })).toContain(LEGAL_DAY);
  });
});

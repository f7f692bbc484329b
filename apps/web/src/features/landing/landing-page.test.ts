import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteConfig } from '@aatd/contract';
import { describe, expect, it } from 'vitest';
import { siteConfigStore } from '@/lib/site-config';
import LandingPage from './components/landing-page';

const config: SiteConfig = {
  siteName: 'Zeta Community',
  tagline: 'Zeta tagline',
  providerName: 'zeta provider',
  sponsorWording: 'Zeta sponsor wording.',
  supportEmail: 'help@zeta.test',
  pharmacovigilance: { us: 'pv-us@zeta.test', de: 'pv-de@zeta.test' },
  allowedCountries: ['US'],
  registrationCountries: ['US'],
  profileRegions: ['US'],
  docCheckEnabled: false,
  npiEnabled: false,
  sampleContent: true,
  legal: {
    terms: { version: '2022-03-29', date: '2022-03-29' },
    privacy: { version: '2022-09-23', date: '2022-09-23' },
    cookies: { version: '2022-09-23', date: '2022-09-23' },
  },
  erasure: { coolingOffDays: 14, comments: 'anonymise' },
};

describe('LandingPage (visitor)', () => {
  // Drawn as the pre-rendered page draws it: no router, no query cache, links loading the next page.
  siteConfigStore.set(config);
  const html = renderToString(createElement(LandingPage)).replace(/<!-- -->/g, '');

  it('shows the configured site name and tagline, and JOIN links to login', () => {
    expect(html).toContain('>Zeta Community</h1>');
    expect(html).toContain('Zeta tagline');
    expect(html).toMatch(/href="\/login"[^>]*>JOIN<\/a>/);
  });

  it('says the community is for healthcare professionals only and access is by request', () => {
    expect(html).toContain('for healthcare professionals only, and access is by request');
  });

  it('has the four cards, each linking visitors to login, and marks nothing as sample', () => {
    for (const title of ['Information', 'Education', 'Useful Resources', 'Useful links']) {
      expect(html).toMatch(new RegExp(`href="/login"[^>]*>${title}</a></h3>`));
    }
    expect(html.toLowerCase()).not.toContain('sample');
  });
});

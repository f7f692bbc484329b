import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';

const consentCookies = async (page: import('@playwright/test').Page) =>
  Object.fromEntries(
    (await page.context().cookies())
      .filter((c) => ['all', 'personalisation', 'advertising', 'analysis'].includes(c.name))
      .map((c) => [c.name, c.value]),
  );

test.describe('public site', () => {
  test('landing page shows the hero, JOIN, the HCP-only paragraph and four cards', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/for healthcare professionals only/i).first()).toBeVisible();
    for (const card of ['Information', 'Education', 'Useful Resources', 'Useful links']) {
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
    }
    await page.getByRole('link', { name: 'JOIN', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('footer has every link and the HCP-only note', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of [
      'Login',
      'Community',
      'About Us',
      'Privacy Notice',
      'Terms & Conditions',
      'Site Cookie Policy',
      'Contact Us',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(
      footer.getByText('This site is intended for healthcare professionals outside the UK only.'),
    ).toBeVisible();
  });

  const legalPages = [
    { path: '/about-us', heading: /About us/i },
    { path: '/contact-us', heading: /Contact us/i },
    { path: '/privacypolicy', heading: /Privacy Policy and Consent/i },
    { path: '/cookiespolicy', heading: /Site Cookie Policy/i },
    { path: '/termsandcondition', heading: /Terms and Conditions/i },
  ];
  for (const p of legalPages) {
    test(`${p.path} renders and passes axe`, async ({ page, context }) => {
      await context.addCookies([{ name: 'all', value: 'false', url: test.info().project.use.baseURL! }]);
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the landing page and 404 pass axe', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/no/such/page');
    await expectNoSeriousA11yViolations(page);
  });

  test('contact page links the support mailbox and the legal pages name the PV mailboxes', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await page.goto('/termsandcondition');
    // One date format through one helper, in the browser's locale.
    await expect(page.getByText(/^(29 Mar 2022|Mar 29, 2022)$/).first()).toBeVisible();
    await page.goto('/privacypolicy');
    await expect(
      page.getByText(/lifetime of the medicinal product concerned plus at least 10 years/i).first(),
    ).toBeVisible();
  });

  test('unknown paths show the not-found page with a way home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('community pages send a visitor to /login', async ({ page }) => {
    await page.goto('/community');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('cookie consent', () => {
  test('Accept All Cookies sets all four cookies true and the banner stays away after reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    expect(await consentCookies(page)).toEqual({
      all: 'true',
      personalisation: 'true',
      advertising: 'true',
      analysis: 'true',
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toHaveCount(0);
  });

  test('Reject All sets all four false', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Reject All' }).click();
    expect(await consentCookies(page)).toEqual({
      all: 'false',
      personalisation: 'false',
      advertising: 'false',
      analysis: 'false',
    });
    await expect(page.getByRole('button', { name: 'Reject All' })).toHaveCount(0);
  });

  test('settings save the chosen toggles; Authentication cannot be switched off; the footer reopens them', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Cookies Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
    await expect(dialog.getByText('Authentication')).toBeVisible();
    await dialog.getByLabel('Analysis').check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect(await consentCookies(page)).toEqual({
      all: 'false',
      personalisation: 'false',
      advertising: 'false',
      analysis: 'true',
    });
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie Settings' }).getByLabel('Analysis')).toBeChecked();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the menu toggles the navigation at 390 px', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Reject All' }).click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(mobileNav.getByRole('link', { name: 'About Us' })).toBeVisible();
    await mobileNav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(mobileNav).toHaveCount(0);
  });
});

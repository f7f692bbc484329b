import { expect, test } from '@playwright/test';
import { signIn, submitLogin } from './fixtures/auth.js';
import { enterAs } from './fixtures/sessions.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { users } from './fixtures/users.js';

// Consent records and HCP re-verification. The deployment keeps its configured terms
// version: ursula is seeded as having accepted an older one, vera as verified 25 months ago.

test('a member who accepted older terms must accept the version in force before reaching the community', async ({
  page,
}) => {
  await submitLogin(page, users.ursula.email, 'Sample-Pass-2026');
  await page.waitForURL(/\/accept-terms$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Updated Terms and Conditions' })).toBeVisible();
  await expect(page.getByText(/Version 2022-03-29, in effect from/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The API itself refuses content until she accepts, whatever the web app shows.
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i)!) ?? '';
      const match = /"access_token":"([^"]+)"/.exec(value);
      if (match) return match[1];
    }
    return null;
  });
  expect(token).toBeTruthy();
  const refused = await page.request.get('/api/information/news', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { errors: string }).errors).toBe('CONSENT_REQUIRED');

  // Going straight to the community brings her back here.
  await page.goto('/community/news');
  await page.waitForURL(/\/accept-terms$/);

  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Please tick each box');
  await page.getByLabel('I have read and accept the Terms and Conditions').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await page.waitForURL(/\/community\/news$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const served = await page.request.get('/api/information/news', { headers: { authorization: `Bearer ${token}` } });
  expect(served.status()).toBe(200);

  // A signed-in member's cookie choice is recorded on the server too.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await dialog.getByLabel('Analysis').uncheck();
  const [recorded] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/user/cookie-consent')),
    dialog.getByRole('button', { name: 'Confirm' }).click(),
  ]);
  expect(recorded.status()).toBe(200);
  expect(recorded.request().postDataJSON()).toEqual({
    personalisation: true,
    advertising: true,
    analysis: false,
    // When the choice was made, under which cookie policy (the same fields a pre-sign-in choice carries).
    madeAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    policyVersion: expect.any(String),
  });
});

test('an admin sees the member’s consent history and exports it', async ({ page }) => {
  await enterAs(page, users.ursulaAdmin); // staff: password, then the authenticator code
  await page.goto(`/admin/members?q=${encodeURIComponent(users.vera.email)}`);
  const row = page.getByRole('row', { name: /Vera Member/ });
  await expect(row).toContainText('(expired)');
  await row.getByRole('link').click();
  const consents = page.getByRole('region', { name: 'Consent history' });
  await expect(consents.getByRole('row', { name: /Terms and Conditions/ })).toContainText('Recorded by an operator');
  await expect(page.getByText(/Verification valid until/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    consents.getByRole('button', { name: 'Export as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^consents-member-\d+\.csv$/);
});

test('a member past verification expiry keeps sign-in, sees the re-verification page and confirms details', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await submitLogin(page, users.vera.email, 'Sample-Pass-2026');
  await page.waitForURL(/\/reverification$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your verification has expired' })).toBeVisible();
  await expect(page.getByText(/the community's content is closed until/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/community/education');
  await page.waitForURL(/\/reverification$/);

  await page.getByRole('button', { name: 'Confirm my details' }).click();
  await expect(page.getByText('Please enter your organisation')).toBeVisible();
  await page.getByLabel('Organisation').fill('Alpha-1 Lung Clinic');
  await page.getByLabel('I confirm that I am a healthcare professional').check();
  await page.getByRole('button', { name: 'Confirm my details' }).click();
  await expect(page.getByText(/your details were sent to .* for verification/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Still signed in, content still closed until the provider decides.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your verification has expired' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm my details' })).toHaveCount(0);
});

test('a cookie choice made before sign-in joins the member’s consent record at sign-in', async ({ page, browser }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Reject All' }).click();
  await expect(page.getByRole('button', { name: 'Reject All' })).toHaveCount(0);
  // The app sends the kept choice once signed in; closing the tab before it arrives would leave it
  // for her next visit (a busy machine made that happen), so wait for the server to record it.
  const recorded = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/user/cookie-consent' && r.request().method() === 'POST',
  );
  await signIn(page, users.paula);
  expect((await recorded).status()).toBe(200);
  await page.close();

  // The admin's view of her consent history shows the choice, marked as made before sign-in.
  const admin = await (await browser.newContext()).newPage();
  await enterAs(admin, users.ursulaAdmin);
  await admin.goto(`/admin/members?q=${encodeURIComponent(users.paula.email)}`);
  await admin
    .getByRole('row', { name: /Paula Member/ })
    .getByRole('link')
    .click();
  const consents = admin.getByRole('region', { name: 'Consent history' });
  const row = consents.getByRole('row', { name: /Cookie banner, before sign-in/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('analysis: no');
  await expect(row).toContainText('chosen');
  await admin.context().close();
});

import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { signIn, submitLogin } from './fixtures/auth.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { E2E_PASSWORD, E2E_TOTP_SECRET, users } from './fixtures/users.js';
import { nextStep, totpAt } from './fixtures/totp.js';

// GDPR self-service in My Account: download my data through the mailed single-use link,
// and erase my account, cancelled by signing in during the cooling-off period.

/** The path of the newest data-export link mailed to the address (dev mailbox). */
async function mailedExportLink(page: Page, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`)).json()) as Array<{
          text: string;
        }>;
        link = mails.map((m) => /\/dataexport\/[A-Za-z0-9_-]+/.exec(m.text)?.[0]).find(Boolean);
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * Opens the export's index.html as a file, the way the member reads it, without the site: the
 * sections by their plain-language headings, the member's own data, the statement of rights.
 */
async function readExportIndex(page: Page, zip: Record<string, Uint8Array>, who: { email: string; first: string }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-export-'));
  for (const [name, bytes] of Object.entries(zip)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), bytes);
  }
  try {
    await page.goto(pathToFileURL(path.join(dir, 'index.html')).href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Your data from /);
    for (const heading of [
      'Your profile and account',
      'Sign-in and security',
      'Your consent choices',
      'Reports and moderation',
      'Reports of possible side effects (safety cases)',
      'E-mails sent to you',
      'What this copy leaves out, and why',
      'About your data and your rights',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const profile = page.getByRole('region', { name: 'Your profile and account' });
    await expect(profile.getByRole('cell', { name: who.email, exact: true })).toBeVisible();
    await expect(profile.getByRole('cell', { name: who.first, exact: true })).toBeVisible();
    await expect(page.getByText(/complain to a data protection supervisory authority/)).toBeVisible();
    // Self-contained: nothing runs, nothing is fetched.
    expect(await page.locator('script, link[rel=stylesheet], img[src^="http"]').count()).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('a member downloads their data once through the mailed link', async ({ page }) => {
  await signIn(page, users.hank);
  await page.goto('/community/accounts');
  const section = page.getByRole('region', { name: 'Download my data' });
  await section.getByRole('button', { name: 'Download my data' }).click();
  // Progress shows while the background job prepares the file, then the file is ready.
  await expect(section.getByText(/Your file is ready/)).toBeVisible({ timeout: 30_000 });
  await expect(section).toContainText('We e-mailed you a download link: it works once');
  await expectNoSeriousA11yViolations(page);

  const exportLink = await mailedExportLink(page, users.hank.email);
  await page.goto(exportLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Download my data' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  await expect(page.getByText('Your data was downloaded.')).toBeVisible();
  await readExportIndex(page, zip, users.hank);
  await page.goto(exportLink);

  // The link works once.
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This download link was already used. Ask for a new export in My Account.',
  );
  await page.goto('/community/accounts');
  await expect(page.getByRole('region', { name: 'Download my data' })).toContainText(
    'Your last export was downloaded on',
  );
});

test('a member asks to erase their account and cancels it by signing in again', async ({ page }) => {
  await signIn(page, users.ivy);
  await page.goto('/community/accounts');
  const section = page.getByRole('region', { name: 'Erase my account' });
  await section.getByRole('button', { name: 'Erase my account…' }).click();
  const password = section.getByLabel('Your password');
  await password.fill('not-my-password');
  await section.getByRole('button', { name: 'Erase my account', exact: true }).click();
  await expect(section.getByRole('alert')).toHaveText('The password is not correct.');
  await expect(password).toHaveValue('not-my-password');
  await expectNoSeriousA11yViolations(page);

  await password.fill(E2E_PASSWORD);
  await section.getByRole('button', { name: 'Erase my account', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toContainText(
    /Your account will be erased after .+ signing in cancels the erasure/,
  );
  await expectNoSeriousA11yViolations(page);

  // Signing in during the cooling-off period cancels it, and says so.
  await submitLogin(page, users.ivy.email, E2E_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status')).toContainText('the erasure is cancelled');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Continue' }).click();
  // Back where the member was headed: My Account, where they asked.
  await expect(page).toHaveURL(/\/community\/accounts$/);
  // Still a member as before: the directory lists Ivy.
  await page.goto('/communitymembers');
  await expect(page.getByText('Ivy Member').first()).toBeVisible();
});

test('with two-step verification, erasing the account also asks for a code, keeping the password typed', async ({
  page,
}) => {
  await signIn(page, users.elsa);
  await page.goto('/community/accounts');
  const section = page.getByRole('region', { name: 'Erase my account' });
  await section.getByRole('button', { name: 'Erase my account…' }).click();
  const password = section.getByLabel('Your password');
  await password.fill(E2E_PASSWORD);
  await section.getByRole('button', { name: 'Erase my account', exact: true }).click();
  const code = section.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expect(section.getByRole('alert')).toHaveText('Enter a code from your authenticator app (or a recovery code).');
  await expect(password).toHaveValue(E2E_PASSWORD);
  await expectNoSeriousA11yViolations(page);

  await code.fill('000000');
  await section.getByRole('button', { name: 'Erase my account', exact: true }).click();
  await expect(section.getByRole('alert')).toHaveText(/That code is not valid/);
  await code.fill(totpAt(E2E_TOTP_SECRET, await nextStep(users.elsa.email)));
  await section.getByRole('button', { name: 'Erase my account', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toContainText(/Your account will be erased after/);
});

test('the data protection officer prepares a member’s export on the member page and downloads it once', async ({
  page,
}) => {
  await signIn(page, users.dpo); // staff: password, then the authenticator code
  await page.goto(`/admin/members?q=${encodeURIComponent(users.otto.email)}`);
  await page
    .getByRole('row', { name: /Otto Member/ })
    .getByRole('link')
    .click();
  const section = page.getByRole('region', { name: 'Data export' });
  await section.getByRole('button', { name: 'Prepare data export' }).click();
  // Progress while the background job prepares the file, then the link goes to the admin alone.
  await expect(section.getByText(/The export is ready/)).toBeVisible({ timeout: 30_000 });
  await expect(section).toContainText('e-mailed to Dr. Dora Protection (not to the member)');
  await expectNoSeriousA11yViolations(page);

  await page.goto(await mailedExportLink(page, users.dpo.email));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^member-\d+-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const profile = JSON.parse(strFromU8(zip['data/profile.json']!)) as Record<string, Array<Record<string, string>>>;
  expect(profile['Your profile']![0]!['E-mail address']).toBe(users.otto.email);

  await page.goBack();
  await page.goto(`/admin/members?q=${encodeURIComponent(users.otto.email)}`);
  await page
    .getByRole('row', { name: /Otto Member/ })
    .getByRole('link')
    .click();
  await expect(page.getByRole('region', { name: 'Data export' })).toContainText('was downloaded on');
});

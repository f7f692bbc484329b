import { expect, test, type Page } from '@playwright/test';
import { enterTotp, signIn, signOut, submitLogin } from './fixtures/auth.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { totpAt, currentStep } from './fixtures/totp.js';
import { users } from './fixtures/users.js';
import { apiAnswer } from './fixtures/member-api.js';

// Two-step verification: an admin without a second factor is walked to set-up by the
// console, sets it up (QR code, secret as text, first code, recovery codes saved), signs out,
// signs in with a code and then with a recovery code, resets another staff member's factor, and
// the audit log shows the set-up and the reset. Dedicated accounts: tessa and resetEditor.
test.describe.configure({ mode: 'serial' });

const tessa = users.tessa;

/** Axe, with the pointer parked: a click can leave it hovering a footer link, whose hover colour is not what is checked here. */
async function checkA11y(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
}

async function signOutFromAccount(page: Page) {
  await page.goto('/community');
  await signOut(page);
}

test('an admin sets up two-step verification, signs in with a code and with a recovery code, and resets a colleague’s', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A password alone signs the admin in (no factor yet), but the console asks for the factor first.
  await signIn(page, tessa);
  await page.getByRole('link', { name: 'Open the console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification is required' })).toBeVisible();
  await checkA11y(page);

  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByLabel('Secret key').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await checkA11y(page);

  // A wrong first code is refused; the right one turns it on.
  await page.getByLabel('6-digit code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('That code is not valid')).toBeVisible();
  await page.getByLabel('6-digit code from the app').fill(totpAt(secret, currentStep()));
  await page.getByRole('button', { name: 'Turn on' }).click();

  // The recovery codes, once, with a "save these" step before going on.
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allInnerTexts();
  await checkA11y(page);
  const done = page.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await page.getByLabel('I have saved these recovery codes somewhere safe').check();
  await done.click();
  // Setting it up proved the factor: the console opens in this session.
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();

  // Sign out; sign in again: the password now leads to the code page.
  await signOutFromAccount(page);
  await submitLogin(page, tessa.email, 'Sample-Pass-2026');
  await page.waitForURL(/\/login\/code\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
  await checkA11y(page);
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid')).toBeVisible();
  await enterTotp(page, tessa.email, secret);
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();

  // Sign out; sign in with a recovery code instead.
  await signOutFromAccount(page);
  await submitLogin(page, tessa.email, 'Sample-Pass-2026');
  await page.waitForURL(/\/login\/code\?/);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/community(\/|\?|$)/);

  // My Account shows the factor and the codes left.
  await page.goto('/community/accounts');
  const section = page.getByRole('region', { name: 'Two-step verification' });
  await expect(section).toContainText('9 of 10 recovery codes left');
  await checkA11y(page);

  // The same recovery code does not work twice.
  await signOutFromAccount(page);
  await submitLogin(page, tessa.email, 'Sample-Pass-2026');
  await page.waitForURL(/\/login\/code\?/);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid')).toBeVisible();
  await page.getByLabel('Recovery code').fill(codes[1]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/community(\/|\?|$)/);

  // Reset a colleague's factor from their member page; the own one cannot be reset there.
  await page.goto('/admin/members');
  await page.getByLabel('Name or e-mail').fill('Remy');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: 'Dr. Remy Reset' }).click();
  const factor = page.getByRole('region', { name: 'Two-step verification' });
  await expect(factor).toContainText('On since');
  await factor.getByRole('button', { name: 'Reset two-step verification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset two-step verification?' });
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(factor).toContainText('The second factor is reset.');
  await expect(factor).toContainText('Off: this account signs in with a password only.');
  const editorId = new URL(page.url()).pathname.split('/').pop()!;

  await page.goto('/admin/members');
  await page.getByLabel('Name or e-mail').fill('Tessa');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: 'Dr. Tessa Twostep' }).click();
  const own = page.getByRole('region', { name: 'Two-step verification' });
  await expect(own).toContainText('You cannot reset your own');
  await expect(own.getByRole('button', { name: 'Reset two-step verification' })).toHaveCount(0);
  const tessaId = new URL(page.url()).pathname.split('/').pop()!;

  // The audit log shows the set-up and the reset.
  await page.goto(`/admin/audit?targetType=user&targetId=${tessaId}`);
  const records = page.getByRole('table', { name: 'Audit records, newest first' });
  await expect(records).toContainText('Second factor turned on');
  await page.goto(`/admin/audit?targetType=user&targetId=${editorId}`);
  await expect(records).toContainText('Second factor and passkeys reset by an admin');
  await expect(records).toContainText('Dr. Tessa Twostep');
});

test('a staff member whose factor was reset signs in with the password and is walked to set-up again, at 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // resetEditor's factor was reset in the journey above: the password alone signs them in now.
  await submitLogin(page, users.resetEditor.email, 'Sample-Pass-2026');
  await page.waitForURL(/\/community(\/|\?|$)/);
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification is required' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  // Nothing scrolls sideways at 390 px, the secret included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The console API refuses this session until the factor is set up.
  expect(await apiAnswer(page, '/api/admin/content')).toMatchObject({
    status: 403,
    body: { errors: 'SECOND_FACTOR_REQUIRED' },
  });
});

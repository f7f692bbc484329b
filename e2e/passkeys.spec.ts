import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesIfAsked, signIn, signOut } from './fixtures/auth.js';
import { E2E_PORT } from './fixtures/ports.js';
import { users } from './fixtures/users.js';

// Passkeys: a member and a moderator add a passkey in My Account, sign out and sign in with it
// (no password, no code), in Chromium with a virtual authenticator of the DevTools protocol's
// WebAuthn domain (a platform authenticator that verifies the user). Dedicated accounts: petra
// and keyModerator.
test.describe.configure({ mode: 'serial' });
// Browsers refuse an IP address as the relying party: the site is opened by its loopback name.
test.use({ baseURL: `http://localhost:${E2E_PORT}` });

/** A platform authenticator (fingerprint or face) that holds discoverable passkeys. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    setUserVerified: (isUserVerified: boolean) =>
      cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified }),
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function addPasskeyInMyAccount(page: Page, name: string) {
  await page.goto('/community/accounts');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  // A name is needed first.
  await section.getByRole('button', { name: 'Add passkey' }).click();
  await expect(section.getByText('Give the passkey a name')).toBeVisible();
  await section.getByLabel('Passkey name').fill(name);
  await section.getByRole('button', { name: 'Add passkey' }).click();
  await expect(section.getByText(`The passkey “${name}” is added.`)).toBeVisible();
  const list = section.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(name)).toBeVisible();
  await expect(list.getByText('Not used yet')).toBeVisible();
}

async function signOutFromAccount(page: Page) {
  await page.goto('/community');
  await signOut(page);
}

async function signInWithPasskey(page: Page) {
  await page.goto('/login');
  await acceptCookiesIfAsked(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL(/\/community(\/|\?|$)/, { timeout: 30_000 });
}

test('a member adds a passkey in My Account, signs out and signs in with it, without a password', async ({ page }) => {
  test.setTimeout(150_000);
  const authenticator = await addVirtualAuthenticator(page);
  await signIn(page, users.petra);
  await addPasskeyInMyAccount(page, 'Ward laptop');
  expect(await authenticator.credentials()).toHaveLength(1);

  await signOutFromAccount(page);
  // The device refusing to verify the person (a cancelled prompt) is told, and nothing signs in.
  await authenticator.setUserVerified(false);
  await page.goto('/login');
  await acceptCookiesIfAsked(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('The passkey request was cancelled or timed out')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await authenticator.setUserVerified(true);

  await signInWithPasskey(page);
  await page.goto('/community/accounts');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText(/Last used/)).toBeVisible();

  // Renamed, then removed with the password.
  await section.getByRole('button', { name: 'Rename Ward laptop' }).click();
  await section.getByLabel('New name').fill('Clinic laptop');
  await section.getByRole('button', { name: 'Save name' }).click();
  await expect(section.getByText('Clinic laptop')).toBeVisible();
  await section.getByRole('button', { name: 'Remove Clinic laptop' }).click();
  await section.getByLabel('Password').fill('not-the-password');
  await section.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(section.getByRole('alert')).toBeVisible();
  await section.getByLabel('Password').fill('Sample-Pass-2026');
  await section.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(section.getByText('The passkey “Clinic laptop” is removed.')).toBeVisible();
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();

  // The device still holds it, but the site no longer knows it.
  await signOutFromAccount(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('This passkey is not registered on this site.')).toBeVisible();
});

test('a moderator signs in with a passkey and reaches the console without being asked for a code', async ({ page }) => {
  test.setTimeout(150_000);
  await addVirtualAuthenticator(page);
  // The moderator's own sign-in with the password and the authenticator code, to add the passkey.
  await signIn(page, users.keyModerator);
  await addPasskeyInMyAccount(page, 'Office PC');
  await signOutFromAccount(page);

  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await signInWithPasskey(page);
  expect(visited).not.toContain('/login/code');
  await page.getByRole('link', { name: 'Open the console' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-step verification is required' })).toBeHidden();
});

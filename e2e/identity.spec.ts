import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { acceptCookiesIfAsked, signIn, signOut } from './fixtures/auth.js';
import { E2E_PASSWORD, users } from './fixtures/users.js';
import { SESSION_KEY } from './fixtures/member-api.js';

const openLogin = async (page: Page) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await acceptCookiesIfAsked(page);
};
const storedSession = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { access_token: string } | null,
    SESSION_KEY,
  );

test.describe('sign-in and sign-out', () => {
  test('a keyboard user tabbing through the empty form is told what is required, on a slow phone too', async ({
    page,
  }) => {
    // A slow phone: the form's checks are fetched on the first focus and arrive after the blur.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await openLogin(page);
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    await expect(email).toBeEnabled();
    await email.focus();
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await expect(page.getByText('Email is Required')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByText('Password is Required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
  });

  test('the login form shows the spec messages and keeps Login disabled while invalid', async ({ page }) => {
    await openLogin(page);
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Login', exact: true });
    await expect(submit).toBeDisabled();

    await email.fill('not-an-email');
    await email.blur();
    await expect(page.getByText('Invalid Email Format')).toBeVisible();
    await email.fill('');
    await expect(page.getByText('Email is Required')).toBeVisible();
    await password.focus();
    await password.blur();
    await expect(page.getByText('Password is Required')).toBeVisible();
    await expect(submit).toBeDisabled();

    await email.fill(users.bob.email);
    await password.fill('something');
    await expect(submit).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/resetpasswordrequest',
    );
    await expect(page.getByText("Don't have a login?")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expectNoSeriousA11yViolations(page);
  });

  test('a wrong password or an unknown e-mail shows the spec text and keeps what was typed', async ({ page }) => {
    await openLogin(page);
    await page.getByLabel('Email').fill(users.bob.email);
    await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Credentials are invalid' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue(users.bob.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Not-the-password-1');

    // A second attempt solves a fresh ALTCHA challenge (each solution is spent once).
    await page.getByLabel('Email').fill('nobody-here@example.org');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'User does not exist' })).toBeVisible();
  });

  test('sign in through the provider, see the name in the header, sign out', async ({ page }) => {
    await signIn(page, users.alice);
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole('button', { name: 'Profile menu for Dr. Alice Member' })).toBeVisible();
    // The code never stays in the address bar, and the tokens are kept as the spec says.
    const session = await page.evaluate(
      () => JSON.parse(localStorage.getItem('loggedInUser') ?? '{}') as Record<string, string>,
    );
    expect(Object.keys(session).sort()).toEqual(['access_token', 'id_token', 'sessionToken']);

    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/community');
    await signOut(page);
    expect(await storedSession(page)).toBeNull();
    await page.goto('/community');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a protected page sends the visitor to /login and back there after sign-in, a reload between', async ({
    page,
  }) => {
    await page.goto('/community?from=bookmark');
    await expect(page).toHaveURL(/\/login$/);
    // The reloaded login page is the pre-rendered one, taken over without the app's router.
    await page.reload();
    await expect(page.getByLabel('Email')).toBeEnabled();
    await acceptCookiesIfAsked(page);
    await page.getByLabel('Email').fill(users.bob.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/community\?from=bookmark$/);
  });

  test('a token revoked on the server signs the browser out on the next call', async ({ page }) => {
    await signIn(page, users.bob);
    const session = await storedSession(page);
    const revoke = await page.request.post('/api/user/revoke-access-token', { data: { token: session!.access_token } });
    expect(revoke.status()).toBe(204);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toBeNull();
  });

  test('a corrupted stored token signs the browser out', async ({ page }) => {
    await signIn(page, users.bob);
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('loggedInUser')!) as Record<string, string>;
      localStorage.setItem('loggedInUser', JSON.stringify({ ...s, access_token: 'corrupted' }));
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the callback page shows the spec errors', async ({ page }) => {
    await page.goto('/callback');
    await expect(page.getByText('Error in getting the tokens #2')).toBeVisible();
    // Fresh loads: a fragment-only change would not reload the page.
    await page.goto('about:blank');
    await page.goto('/callback#error=invalid_request');
    await expect(page.getByRole('alert')).toHaveText('The sign-in request was not valid. Please sign in again.');
    await page.goto('about:blank');
    await page.goto('/callback#code=abc&state=not-ours');
    await expect(page.getByText('Error in getting the tokens #1')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();
  });
  test('the callback page shows only its own text for a provider error, never text from the address', async ({
    page,
  }) => {
    // Anyone can send a member a /callback link with a fragment of their choosing (phishing text).
    await page.goto('/callback#error=access_denied&error_description=Evil%20text');
    await expect(page.getByRole('alert')).toHaveText('Your sign-in has expired. Please sign in again.');
    await expect(page.getByText('Evil text')).toHaveCount(0);
    await page.goto('about:blank');
    await page.goto('/callback#error=Evil%20code&error_description=Evil%20text');
    await expect(page.getByRole('alert')).toHaveText('Error in getting the tokens #1');
    await expect(page.getByText(/Evil/)).toHaveCount(0);
  });
});

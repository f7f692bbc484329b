import { expect, test, type Page } from '@playwright/test';
import { enterAs } from './fixtures/sessions.js';
import { randomWord } from './fixtures/random-word.js';
import { E2E_PASSWORD, users } from './fixtures/users.js';

/**
 * A slow phone: the pre-rendered and drawn pages show their controls seconds before the app has
 * taken them over. Each journey acts the moment the page has loaded, as a member who does not wait
 * would, and what they did must count.
 */
const slowPhone = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
};

test.describe('what a member does before the page is live is kept', () => {
  test('registration: a photo chosen and fields typed at once are kept and checked', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/register');
    await page
      .getByLabel('Profile Image')
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2_097_153) });
    await page.getByLabel('First Name').fill('Early');
    await page.getByLabel('Last Name').fill('Typist');
    await expect(page.getByRole('alert').filter({ hasText: 'Uploaded file is too big.' })).toBeVisible();
    // The app has run the form since (the message is its own): what was typed is still there.
    await expect(page.getByLabel('First Name')).toHaveValue('Early');
    await expect(page.getByLabel('Last Name')).toHaveValue('Typist');
  });

  test('login: e-mail and password typed and sent at once sign the member in', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(users.alice.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/community(\/|\?|$)/, { timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Profile menu for Dr. Alice Member' })).toBeVisible();
  });

  test('article: a comment typed and posted at once appears', async ({ page }) => {
    await enterAs(page, users.alice);
    const title = 'Living with Pi*MZ: what to tell carriers';
    await page.goto('/community/news/clinicalnews?sortBy=added');
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const address = page.url();
    await page.goto('about:blank');

    await slowPhone(page);
    await page.goto(address);
    const text = `Early comment ${randomWord()}`;
    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByRole('textbox', { name: 'Add a comment' }).fill(text);
    await comments.getByRole('button', { name: 'Post Comment' }).click();
    await expect(
      comments.getByRole('listitem', { name: 'Comment by Alice Member' }).filter({ hasText: text }),
    ).toBeVisible();
    await expect(comments.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
  });
});

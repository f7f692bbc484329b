import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { E2E_PASSWORD, users } from './fixtures/users.js';

/**
 * The site in English, German and Arabic: the browser's languages choose on a first visit, the
 * switcher in the header or footer changes it (and keeps it), the server's HTML comes in the
 * chosen language with `lang` and `dir`, and Arabic is laid out right to left.
 */

/** Chooses a language in the header's (or footer's) switcher, and waits for the page in it. */
async function choose(page: Page, where: 'banner' | 'contentinfo', label: string, value: string) {
  const select = page.getByRole(where).getByRole('combobox', { name: label });
  await expect(select).toBeEnabled();
  const reloaded = page.waitForEvent('load');
  await select.selectOption(value);
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', value);
}

test.describe('languages', () => {
  test('a first visit from a German browser gets German, drawn so by the server', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'de-DE', baseURL });
    const page = await context.newPage();
    const raw = await page.request.get('/login', { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } });
    const html = await raw.text();
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe('Anmelden');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    // Dates in the member's locale: a German reader gets the day first, never "Mar 29, 2022".
    await page.goto('/termsandcondition');
    await expect(page.locator('time[datetime="2022-03-29"]').first()).toHaveText('29. März 2022');
    await context.close();
  });

  test('switching to Deutsch changes the shell and the login page, and English comes back the same way', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await choose(page, 'banner', 'Language', 'de');

    const header = page.getByRole('banner');
    await expect(
      header.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Über uns' }),
    ).toBeVisible();
    await expect(header.getByRole('link', { name: 'Registrieren / Anmelden' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutzhinweis' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Alle Cookies akzeptieren' })).toBeEnabled();
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(page.getByLabel('E-Mail')).toBeEnabled();
    await expect(page.getByLabel('Passwort', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();

    // Another page keeps the choice: the server reads it from the browser's cookie.
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'BEITRETEN', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Das bietet die Community' })).toBeVisible();

    // Back to English from the footer, with the keyboard.
    const footerSelect = page.getByRole('contentinfo').getByRole('combobox', { name: 'Sprache' });
    await expect(footerSelect).toBeEnabled();
    await footerSelect.focus();
    await expect(footerSelect).toBeFocused();
    const reloaded = page.waitForEvent('load');
    await footerSelect.selectOption('en');
    await reloaded;
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'JOIN', exact: true })).toBeVisible();
  });

  test('a visitor who chose Deutsch stays in German after signing in, and the choice is saved on their profile', async ({
    page,
  }) => {
    await page.goto('/login');
    await choose(page, 'banner', 'Language', 'de');
    await page.getByRole('button', { name: 'Alle Cookies akzeptieren' }).click();
    await page.getByLabel('E-Mail').fill(users.lena.email);
    await page.getByLabel('Passwort', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL(/\/community(\/|\?|$)/, { timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: /^Profilmenü für/ })).toBeVisible();
    await expect
      .poll(async () => {
        const session = await page.evaluate(() => localStorage.getItem('loggedInUser'));
        const token = (JSON.parse(session ?? '{}') as { access_token?: string }).access_token;
        const res = await page.request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
        return ((await res.json()) as { locale: string | null }).locale;
      })
      .toBe('de');
  });

  test('Arabic is written right to left: the header from the right, nothing wider than a phone, no serious axe findings', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await choose(page, 'contentinfo', 'Language', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'قبول جميع ملفات تعريف الارتباط' })).toBeEnabled();

    // The brand starts the header at the right; the navigation follows to its left.
    const header = page.getByRole('banner');
    const brand = await header.getByRole('link').first().boundingBox();
    const nav = await header.getByRole('navigation', { name: 'التنقل الرئيسي' }).boundingBox();
    expect(brand && nav).toBeTruthy();
    expect(brand!.x).toBeGreaterThan(nav!.x + nav!.width);
    expect(brand!.x + brand!.width).toBeGreaterThan(1280 / 2);
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/', '/login', '/register']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll, `${path} is no wider than the phone`).toBeLessThanOrEqual(widths.client);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'التسجيل' })).toBeVisible();
    await expect(page.getByLabel('الاسم الأول')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

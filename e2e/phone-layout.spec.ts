import { expect, test, type Page } from '@playwright/test';
import { enterAs } from './fixtures/sessions.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { PDF_FIRST_PAGE } from './fixtures/pdf.js';
import { users } from './fixtures/users.js';

// A phone's width (390 px): dialogs, the module PDF and the policy tables fit it or can be
// reached by keyboard; and the community home's news block.

test.use({ viewport: { width: 390, height: 844 } });

const inViewport = async (page: Page, box: { y: number; height: number; x: number; width: number } | null) => {
  const vp = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(vp.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(vp.width);
};

test('the share dialog keeps Submit within the visible screen', async ({ page }) => {
  await enterAs(page, users.alice);
  await page.goto('/community/news/clinicalnews?sortBy=added');
  await page.locator('main article h3 a').first().click();
  await expect(page.locator('main h1')).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this article' });
  await expect(dialog.getByRole('group', { name: 'Choose Member' }).getByRole('radio')).not.toHaveCount(0);
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await inViewport(page, await submit.boundingBox());
  // Its centre is not covered by the dialog's other content: a tap reaches it.
  const reachable = await submit.evaluate((b) => {
    const r = b.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && b.contains(hit);
  });
  expect(reachable).toBe(true);
});

test('a module page with its PDF is no wider than the phone', async ({ page }) => {
  await enterAs(page, users.alice);
  // The sample module with a PDF (education.spec pages through it at full width).
  await page.goto('/community/education/cmemodules');
  await page.getByRole('navigation', { name: 'Module pages' }).getByRole('button', { name: 'Page 2' }).click();
  await page.getByRole('link', { name: 'Alpha-1 antitrypsin and its role' }).click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible(PDF_FIRST_PAGE);
  const canvas = page.locator('.react-pdf__Page canvas');
  await expect(canvas).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { scroll, inner, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
    width: document.querySelector('.react-pdf__Page canvas')!.getBoundingClientRect().width,
  }));
  expect(scroll).toBeLessThanOrEqual(inner);
  expect(width).toBeLessThan(390);
  expect(width).toBeGreaterThan(250);
});

for (const path of ['/privacypolicy', '/cookiespolicy']) {
  test(`${path}: each table that scrolls sideways can be reached and scrolled by keyboard; axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    const regions = page.locator('main [role="region"]:has(table)');
    expect(await regions.count()).toBeGreaterThan(0);
    for (const region of await regions.all()) {
      await expect(region).toHaveAttribute('tabindex', '0');
      await expect(region).toHaveAttribute('aria-label', /.+/);
    }
    const first = regions.first();
    if (await first.evaluate((el) => el.scrollWidth > el.clientWidth)) {
      await first.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => first.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    }
    await expectNoSeriousA11yViolations(page);
  });
}

test("the community home's news block shows two Journal Watch articles", async ({ page }) => {
  await enterAs(page, users.alice);
  await page.goto('/community');
  const block = page.getByRole('region', { name: 'News: Journal Watch' });
  await expect(block.getByRole('article')).toHaveCount(2);
  await expect(block.getByRole('link', { name: 'View all Journal Watch' })).toHaveAttribute(
    'href',
    '/community/news/journalwatch',
  );
});

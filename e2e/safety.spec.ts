import { expect, test } from '@playwright/test';
import { enterAs, pageAs } from './fixtures/sessions.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { users } from './fixtures/users.js';
import { randomWord } from './fixtures/random-word.js';

// A safety reviewer working a possible adverse event (issue 15): a member's comment that mentions
// a reaction after the product opens a case without blocking the member; the reviewer finds it at
// /admin/safety, ticks the minimum criteria and records that pharmacovigilance acknowledged it.
test.describe.configure({ mode: 'serial' });

// Rated in news.spec.ts, but nobody there counts its comments.
const ARTICLE = 'Augmentation therapy: what it is and whom it is for';
const REPORT = `After the infusion of alpha-1 proteinase inhibitor my patient developed a rash (${randomWord()}).`;

test('a member writes a comment that may describe an adverse event and is never blocked', async ({ page }) => {
  await enterAs(page, users.gwen);
  await page.goto('/community/news/clinicalnews?sortBy=added');
  await page.getByRole('link', { name: ARTICLE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE })).toBeVisible();
  const comments = page.getByRole('region', { name: 'Comments' });
  // The standing note on how to report adverse events sits beside the box.
  await expect(page.getByText(/Please report adverse events/).first()).toBeVisible();
  await comments.getByRole('textbox', { name: 'Add a comment' }).fill(REPORT);
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(
    comments.getByRole('listitem', { name: 'Comment by Gwen Member' }).filter({ hasText: REPORT }),
  ).toBeVisible();
  await expect(comments.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a safety reviewer finds the case, ticks the criteria and marks it acknowledged', async ({ browser }) => {
  const page = await pageAs(browser, users.safety);
  await page.getByRole('link', { name: 'Open the console' }).click();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Safety cases' }).click();
  await expect(page).toHaveURL(/\/admin\/safety$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Safety cases' })).toBeVisible();
  await page.getByLabel('State').selectOption({ label: 'New' });
  await expect(page).toHaveURL(/state=new/);
  const row = page.getByRole('row').filter({ hasText: REPORT });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Dr. Gwen Member');
  await expect(row).toContainText('Comment');
  await expectNoSeriousA11yViolations(page);

  // Keyboard: the case link is reachable and opens the case.
  await row.getByRole('link', { name: /^Case \d+$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Case \d+$/ })).toBeVisible();
  await expect(page.getByRole('blockquote')).toHaveText(REPORT);
  const author = page.getByRole('region', { name: 'Author' });
  await expect(author).toContainText('Dr. Gwen Member');
  await expect(author).toContainText(users.gwen.email);
  const screening = page.getByRole('region', { name: 'Screening hits' });
  await expect(screening).toContainText('rash');
  const mail = page.getByRole('region', { name: 'Mail to pharmacovigilance' });
  // The author's country (US) decides the mailbox.
  await expect(mail).toContainText('pv-us@example.org');
  await expect(mail).toContainText('Attempts');
  // The outbox takes it within a minute; the browser tests run without SMTP, so the dev mailbox keeps it.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Mail to pharmacovigilance' })).toContainText(
      'Kept in the dev mailbox',
      { timeout: 1000 },
    );
  }).toPass({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(page);

  const criteria = page.getByRole('group', { name: 'Minimum criteria of a valid report' });
  for (const name of ['Identifiable reporter', 'Identifiable patient', 'Suspect product', 'Adverse event']) {
    await criteria.getByRole('checkbox', { name }).check();
  }
  await page
    .getByRole('group', { name: 'State' })
    .getByRole('radio', { name: 'Acknowledged by pharmacovigilance' })
    .check();
  await page.getByLabel(/^Note/).fill('Acknowledged by the pharmacovigilance mailbox.');
  await page.getByRole('button', { name: 'Save assessment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The assessment was saved.' })).toBeVisible();
  await expect(page.getByText(/Last recorded by Dr\. Sasha Safety/)).toBeVisible();

  // It has left the "New" list and is listed as acknowledged.
  await page.getByRole('link', { name: /Back to safety cases/ }).click();
  await page.getByLabel('State').selectOption({ label: 'Acknowledged by pharmacovigilance' });
  await expect(page.getByRole('row').filter({ hasText: REPORT })).toContainText('Acknowledged by pharmacovigilance');
  await page.getByLabel('State').selectOption({ label: 'New' });
  await expect(page.getByRole('row').filter({ hasText: REPORT })).toHaveCount(0);
  await page.context().close();
});

test('at 390 px the case page is usable without sideways scrolling', async ({ browser }) => {
  const page = await pageAs(browser, users.safety, { width: 390, height: 844 });
  await page.goto('/admin/safety');
  await page.getByRole('row').filter({ hasText: REPORT }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Case \d+$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save assessment' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.context().close();
});

test('a member gets the not-found page at /admin/safety', async ({ page }) => {
  await enterAs(page, users.gwen);
  await page.goto('/admin/safety');
  await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
});

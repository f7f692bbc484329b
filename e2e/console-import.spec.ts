import { expect, test } from '@playwright/test';
import { FIXTURE_IMAGES, FIXTURE_TITLES, ghostExportFixture } from '../apps/server/src/test/ghost-export.js';
import { pageAs } from './fixtures/sessions.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { users } from './fixtures/users.js';

// Importing a Ghost export in the console (issue 11, "Import"): check the file, import it, then a
// reviewer approves one item with a code and a date, the editor publishes it and a member reads it.
test.describe.configure({ mode: 'serial' });

const exportFile = (body: string, name = 'ghost-export.json') => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(body),
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let itemPath = '';

test('an editor checks a Ghost export, sees the report, and imports it into review', async ({ browser }) => {
  const page = await pageAs(browser, users.importer);
  await page.goto('/admin/content');
  await page.getByRole('link', { name: 'Import from Ghost' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import from Ghost' })).toBeVisible();
  const file = page.getByLabel(/Ghost export \(\.json/);

  // A file that is not JSON, and one that is JSON but no export: each says why, nothing is imported.
  await file.setInputFiles(exportFile('{"db": [', 'broken.json'));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('alert')).toContainText('broken.json is not valid JSON');
  await file.setInputFiles(exportFile('{"hello": "world"}', 'other.json'));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('alert')).toContainText('This is not a Ghost JSON export');
  await expectNoSeriousA11yViolations(page);

  await file.setInputFiles(exportFile(JSON.stringify(ghostExportFixture('e2e'))));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('heading', { name: 'What the import would do' })).toBeVisible();
  await expect(
    page.getByText('Nothing was written yet. 3 of 5 posts would be imported: 2 in review, 1 as drafts.'),
  ).toBeVisible();
  await expect(page.getByText('webinar-recordings', { exact: true })).toBeVisible();
  await expect(page.getByText(FIXTURE_IMAGES.lexicalFeature)).toBeVisible();
  const row = (title: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(row(FIXTURE_TITLES.lexical)).toContainText('News: Clinical News');
  await expect(row(FIXTURE_TITLES.lexical)).toContainText('Will be created (in review)');
  await expect(row(FIXTURE_TITLES.page)).toContainText('A Ghost page, not a post.');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Import 3 items' }).click();
  // The background job runs it; the page follows its progress, then shows the report.
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 15_000 });
  await expect(row(FIXTURE_TITLES.lexical)).toContainText('Created (in review)');
  await expect(row(FIXTURE_TITLES.html)).toContainText('Created (draft)');
  await expectNoSeriousA11yViolations(page);
  itemPath = (await row(FIXTURE_TITLES.lexical).getByRole('link').getAttribute('href'))!;
  expect(itemPath).toMatch(/^\/admin\/content\/\d+$/);

  // The same file again: nothing new, each post named as imported before.
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('0 of 5 posts would be imported', { exact: false })).toBeVisible();
  await expect(row(FIXTURE_TITLES.lexical)).toContainText('Imported before, skipped');
  await expect(page.getByRole('button', { name: 'Import 0 items' })).toBeDisabled();
  await page.context().close();
});

test('at 390 px the import report stays usable', async ({ browser }) => {
  const page = await pageAs(browser, users.importer, { width: 390, height: 844 });
  await page.goto('/admin/content/import');
  await page.getByLabel(/Ghost export \(\.json/).setInputFiles(exportFile(JSON.stringify(ghostExportFixture('e2e'))));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('heading', { name: 'What the import would do' })).toBeVisible();
  // The page itself does not scroll sideways; only the posts table does, inside its frame.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.context().close();
});

test('a reviewer approves an imported item, the editor publishes it, and a member reads it', async ({ browser }) => {
  expect(itemPath).not.toBe('');
  const reader = await pageAs(browser, users.reader);
  await reader.goto('/community/news/searcharticle/lexical');
  await expect(reader.getByRole('heading', { name: /search/i }).first()).toBeVisible();
  await expect(reader.getByRole('link', { name: FIXTURE_TITLES.lexical })).toHaveCount(0);

  const reviewer = await pageAs(browser, users.checker);
  await reviewer.goto(itemPath);
  await reviewer.getByLabel('Approval code').fill('AATD-SAMPLE-0042');
  await reviewer.getByLabel('Review by').fill(inDays(365));
  await reviewer.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(reviewer.getByRole('heading', { name: 'Publish' })).toHaveCount(0);
  await expect(reviewer.getByText('AATD-SAMPLE-0042').first()).toBeVisible();
  await reviewer.context().close();

  const editor = await pageAs(browser, users.importer);
  await editor.goto(itemPath);
  await editor.getByRole('button', { name: 'Publish now' }).click();
  await expect(editor.getByText('Published', { exact: true }).first()).toBeVisible();
  await editor.context().close();

  await reader.goto('/community/news/searcharticle/lexical');
  await reader.getByRole('link', { name: FIXTURE_TITLES.lexical }).first().click();
  await expect(reader.getByRole('heading', { level: 1, name: FIXTURE_TITLES.lexical })).toBeVisible();
  await expect(reader.getByRole('heading', { name: 'What is new' })).toBeVisible();
  await reader.context().close();
});

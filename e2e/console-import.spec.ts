import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_IMAGES, FIXTURE_TITLES, ghostExportFixture } from '../apps/server/src/test/ghost-export.js';
import { ghostZip, samplePng } from '../apps/server/src/test/ghost-zip.js';
import { pageAs } from './fixtures/sessions.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { users } from './fixtures/users.js';

// Importing a Ghost export in the console (a ZIP with its images, and the choices of what each tag becomes):
// check a ZIP of the export with its images, map an unknown tag on the screen, import it, find its
// images in the media library; then a reviewer approves one item with a code and a date, the
// editor publishes it and a member reads it, its image served from the library.
test.describe.configure({ mode: 'serial' });

const exportFile = (body: string, name = 'ghost-export.json') => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(body),
});

/** Where the lexical post's body image sits in the ZIP (the shared fixture links it elsewhere). */
const BODY_IN_ZIP = 'content/images/2023/03/lexical-body.png';
const FEATURE_IN_ZIP = 'content/images/2023/03/lexical-feature.png';

/** The fixture as Ghost zips it: the JSON, and the lexical post's two images in content/images. */
async function exportZip() {
  const file = JSON.parse(
    JSON.stringify(ghostExportFixture('e2e')).replaceAll(FIXTURE_IMAGES.lexicalBody, `__GHOST_URL__/${BODY_IN_ZIP}`),
  ) as unknown;
  const images = {
    [FEATURE_IN_ZIP.replace('content/images/', '')]: await samplePng(),
    [BODY_IN_ZIP.replace('content/images/', '')]: await samplePng(200, 80, 40),
  };
  return { name: 'sample-blog.zip', mimeType: 'application/zip', buffer: ghostZip(file, images) };
}

const fileInput = (page: Page) => page.getByLabel(/Ghost export \(\.json or \.zip/);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let itemPath = '';

test('an editor checks a Ghost ZIP, maps a tag on the screen, and imports it into review', async ({ browser }) => {
  const page = await pageAs(browser, users.importer);
  await page.goto('/admin/content');
  await page.getByRole('link', { name: 'Import from Ghost' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import from Ghost' })).toBeVisible();
  const file = fileInput(page);
  await expect(file).toHaveAttribute('accept', /\.zip/);

  // A file that is not JSON, and one that is JSON but no export: each says why, nothing is
  // imported, and the chosen file and choices stay.
  await page.getByLabel('Pages become').selectOption({ label: 'Skip (not imported)' });
  await file.setInputFiles(exportFile('{"db": [', 'broken.json'));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('alert')).toContainText('broken.json is not valid JSON');
  await file.setInputFiles(exportFile('{"hello": "world"}', 'other.json'));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('alert')).toContainText('This is not a Ghost JSON export');
  expect(await file.evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe('other.json');
  await expect(page.getByLabel('Pages become')).toHaveValue('skip');
  await expectNoSeriousA11yViolations(page);

  await file.setInputFiles(await exportZip());
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('heading', { name: 'What the import would do' })).toBeVisible();
  await expect(page.getByText(/^Nothing was written yet\. 3 of 5 posts would be imported/)).toBeVisible();
  await expect(page.getByText('webinar-recordings', { exact: true })).toBeVisible();
  const row = (title: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(row(FIXTURE_TITLES.lexical)).toContainText('News: Clinical News');
  await expect(row(FIXTURE_TITLES.lexical)).toContainText('Will be created (in review)');
  await expect(row(FIXTURE_TITLES.page)).toContainText('A Ghost page: pages are skipped, as chosen.');
  await expect(row(FIXTURE_TITLES.unmapped)).toContainText('Skipped');
  // The ZIP's images go into the library; the one only on another site is the editor's to upload.
  const intoLibrary = page
    .getByRole('list')
    .filter({ has: page.getByText(FEATURE_IN_ZIP) })
    .filter({ has: page.getByText(BODY_IN_ZIP) });
  await expect(page.getByRole('heading', { name: 'Images that go into the media library (2)' })).toBeVisible();
  await expect(intoLibrary).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Images you must upload (2)' })).toBeVisible();
  await expect(page.getByText(FIXTURE_IMAGES.mobiledocFeature, { exact: true })).toBeVisible();
  await expect(intoLibrary).not.toContainText(FIXTURE_IMAGES.mobiledocFeature);
  await expectNoSeriousA11yViolations(page);

  // The unknown tag gets a picker: mapped to conference highlights, the check counts one more post.
  const picker = page.getByLabel('webinar-recordings (1 post)');
  await picker.focus();
  await picker.selectOption({ label: 'Conference highlight' });
  await expect(page.getByText('The choices changed since the check')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d+ items?$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText(/^Nothing was written yet\. 4 of 5 posts would be imported/)).toBeVisible();
  await expect(row(FIXTURE_TITLES.unmapped)).toContainText('Conference highlight');
  await expect(row(FIXTURE_TITLES.unmapped)).toContainText('Will be created');
  await expect(page.getByLabel('webinar-recordings (1 post)')).toHaveValue('conference');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Import 4 items' }).click();
  // The background job runs it; the page follows its progress, then shows the report.
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 30_000 });
  await expect(row(FIXTURE_TITLES.lexical)).toContainText('Created (in review)');
  await expect(row(FIXTURE_TITLES.unmapped)).toContainText('Created');
  await expect(page.getByRole('heading', { name: 'Images added to the media library (2)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  itemPath = (await row(FIXTURE_TITLES.lexical).getByRole('link').getAttribute('href'))!;
  expect(itemPath).toMatch(/^\/admin\/content\/\d+$/);

  // The same file again: nothing new, each post named as imported before.
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('0 of 5 posts would be imported', { exact: false })).toBeVisible();
  await expect(row(FIXTURE_TITLES.lexical)).toContainText('Imported before, skipped');
  await expect(page.getByRole('button', { name: 'Import 0 items' })).toBeDisabled();

  // The images are in the media library, marked for the editor to check their alt text.
  await page.goto('/admin/media');
  const imported = page.getByRole('row').filter({ hasText: `Alt text: ${FIXTURE_TITLES.lexical}` });
  await expect(imported.first()).toBeVisible();
  await expect(imported.first().getByRole('note')).toHaveText(/^Imported from Ghost: check the alt text/);
  await page.context().close();
});

test('at 390 px the import report stays usable', async ({ browser }) => {
  const page = await pageAs(browser, users.importer, { width: 390, height: 844 });
  await page.goto('/admin/content/import');
  await fileInput(page).setInputFiles(exportFile(JSON.stringify(ghostExportFixture('e2e'))));
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
  // The body image came in the ZIP: it is served from the media library, not the old blog.
  const image = reader.locator('img[src^="/api/media/library/"]').first();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await reader.context().close();
});

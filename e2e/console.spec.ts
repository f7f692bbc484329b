import { expect, test, type Page } from '@playwright/test';
import { enterAs, pageAs } from './fixtures/sessions.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { users } from './fixtures/users.js';
import { api, apiStatus } from './fixtures/member-api.js';

// The staff console: its shell per role, the content workflow from draft to a member's
// screen, versions, and the not-found page for members. Serial: the journey builds on itself.
test.describe.configure({ mode: 'serial' });

test('a member gets the ordinary not-found page at every console address, and 403 from its API', async ({ page }) => {
  await enterAs(page, users.alice);
  await expect(page.getByRole('link', { name: 'Open the console' })).toHaveCount(0);
  for (const path of ['/admin', '/admin/content', '/admin/content/new?kind=news', '/admin/content/1/versions']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
    // The member site's own frame, not the console's.
    await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
    await expect(page).toHaveTitle(/^Page not found/);
  }
  expect(await apiStatus(page, '/api/admin/content')).toBe(403);
});

test('a visitor is asked to sign in first', async ({ page }) => {
  await page.goto('/admin/content');
  await expect(page).toHaveURL(/\/login$/);
});

test('the console shell shows each role what it may use', async ({ browser }) => {
  const editor = await pageAs(browser, users.editor);
  await editor.getByRole('link', { name: 'Open the console' }).click();
  await expect(editor).toHaveURL(/\/admin$/);
  await expect(editor.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible();
  const banner = editor.getByRole('banner');
  await expect(banner.getByText('Console', { exact: true })).toBeVisible();
  await expect(banner.getByText('Dr. Eddie Editor')).toBeVisible();
  await expect(banner.getByText('Editor', { exact: true })).toBeVisible();
  const nav = editor.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Content' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Verification queue' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Reporting Overview' })).toHaveCount(0);
  // A screen of another role is not found, inside the console.
  await editor.goto('/admin/verifications');
  await expect(editor.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(editor);
  await banner.getByRole('link', { name: 'Back to the community' }).click();
  await expect(editor).toHaveURL(/\/community$/);
  await editor.context().close();

  const admin = await pageAs(browser, users.admin);
  await admin.goto('/admin');
  const adminNav = admin.getByRole('navigation', { name: 'Console' });
  for (const name of ['Content', 'Verification queue', 'Feedback inbox', 'Reporting Overview']) {
    await expect(adminNav.getByRole('link', { name })).toBeVisible();
  }
  // The spec's /report address leads to the reporting overview, now in the console.
  await admin.goto('/report');
  await expect(admin).toHaveURL(/\/admin\/report$/);
  await expect(admin.getByRole('heading', { name: 'Reporting Overview' })).toBeVisible();
  await expect(adminNav.getByRole('link', { name: 'Reporting Overview' })).toHaveAttribute('aria-current', 'page');
  await admin.context().close();
});

test('at 390 px the console navigation folds into a menu', async ({ browser }) => {
  const page = await pageAs(browser, users.reviewer, { width: 390, height: 844 });
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Content' }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(nav).toBeHidden();
  // Nothing runs off the side of a phone's screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.context().close();
});

// --- The editorial journey: write with an image, send back, fix, approve,
// publish, and a member sees it; then a scheduled item appears by itself; then an old version is
// restored. Each step builds on the one before.

const TITLE = 'Sample content: zephyrine and lung function in AATD';
const FIXED_EXCERPT = 'Sample content: what the zephyrine study found in adults with the PiZZ genotype.';
let itemId = 0;

/** A date `days` from today as the date field takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const clinicalNewsHeading = (page: Page, title: string) =>
  page.getByRole('main').getByRole('heading', { name: title, exact: true });

test('an editor writes a news item with an image; a reviewer sends it back, then approves it; members see it once published', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const member = await pageAs(browser, users.grace);
  // Before: nowhere for members.
  await member.goto('/community/news/clinicalnews');
  await expect(member.getByRole('heading', { level: 1, name: 'Clinical News' })).toBeVisible();
  await expect(clinicalNewsHeading(member, TITLE)).toHaveCount(0);
  await member.goto('/search?q=zephyrine');
  await expect(member.getByText('No relevant result found')).toBeVisible();

  // The editor writes it, with an image from the media library put into the text.
  const editor = await pageAs(browser, users.editor);
  await editor.goto('/admin/content');
  await expect(editor.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(editor.getByRole('table')).toBeVisible();
  await expectNoSeriousA11yViolations(editor);
  const sampleNews = await api<{ data: { id: number }[] }>(editor, 'GET', '/api/admin/content?kind=news&limit=50');
  let image: string | null = null;
  for (const { id } of sampleNews.data) {
    image = (await api<{ media: { featureImage: string | null } }>(editor, 'GET', `/api/admin/content/${id}`)).media
      .featureImage;
    if (image?.startsWith('/api/media/')) break;
  }
  expect(image).toMatch(/^\/api\/media\//);

  await editor.goto('/admin/content/new?kind=news');
  await expect(editor.getByRole('heading', { level: 1, name: 'New news' })).toBeVisible();
  await editor.getByLabel(/^News group/).selectOption({ label: 'Clinical News' });
  await editor.getByLabel(/^Title/).fill(TITLE);
  await editor.getByLabel(/^Excerpt/).fill('Sample content: a short note.');
  const body = editor.getByRole('textbox', { name: /^Body/ });
  await body.click();
  await body.pressSequentially('Sample content: the zephyrine study followed 120 adults for two years.');
  await body.press('Enter');
  await editor.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name: 'Image' }).click();
  const dialog = editor.getByRole('dialog', { name: 'Add an image' });
  await dialog.getByLabel('Image address').fill(image!);
  await dialog.getByLabel('Alt text').fill('Sample chart of lung function over two years');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog).toBeHidden();
  await expect(body.getByRole('img', { name: 'Sample chart of lung function over two years' })).toBeVisible();
  await expectNoSeriousA11yViolations(editor);
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor).toHaveURL(/\/admin\/content\/\d+$/);
  itemId = Number(/\/admin\/content\/(\d+)$/.exec(editor.url())![1]);
  await expect(editor.getByText('Saved as version 1.')).toBeVisible();
  await editor.getByRole('button', { name: 'Submit for review' }).click();
  await expect(editor.getByText('Submitted for review.')).toBeVisible();
  await expect(editor.getByRole('region', { name: 'Workflow' }).getByText('In review')).toBeVisible();

  // The reviewer sends it back with a comment beside the excerpt and a general one.
  const reviewer = await pageAs(browser, users.reviewer);
  await reviewer.goto(`/admin/content/${itemId}`);
  await expect(reviewer.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(reviewer.getByRole('img', { name: 'Sample chart of lung function over two years' })).toBeVisible();
  await reviewer.getByLabel('Comment on Excerpt').fill('Say which patients the study concerns.');
  await reviewer.getByLabel('General comment').fill('Please make the summary specific.');
  await reviewer.getByRole('button', { name: 'Send back with comments' }).click();
  await expect(reviewer.getByText('Sent back to the editor with your comments.')).toBeVisible();

  // The editor sees the comments beside the fields, fixes the excerpt and resubmits.
  await editor.reload();
  await expect(editor.getByRole('complementary', { name: "Reviewer's comment on Excerpt" })).toContainText(
    'Say which patients the study concerns.',
  );
  await expect(editor.getByRole('complementary', { name: "Reviewer's comment", exact: true })).toContainText(
    'Please make the summary specific.',
  );
  await editor.getByLabel(/^Excerpt/).fill(FIXED_EXCERPT);
  // "Save and submit", or "Submit" once the autosave has kept the change.
  await editor.getByRole('button', { name: /submit for review$/i }).click();
  await expect(editor.getByText('Submitted for review.')).toBeVisible();

  // The reviewer approves with a code and a review-by date.
  await reviewer.reload();
  await expect(reviewer.getByLabel(/^Excerpt/)).toHaveValue(FIXED_EXCERPT);
  await reviewer.getByLabel('Approval code').fill('AATD-E2E-0001');
  await reviewer.getByLabel('Review by').fill(inDays(365));
  await reviewer.getByRole('button', { name: 'Approve' }).click();
  await expect(reviewer.getByText('Approved with code AATD-E2E-0001.')).toBeVisible();
  // Members still see nothing: approved is not published.
  await member.goto('/community/news/clinicalnews');
  await expect(member.getByRole('heading', { level: 1, name: 'Clinical News' })).toBeVisible();
  await expect(clinicalNewsHeading(member, TITLE)).toHaveCount(0);

  // The editor publishes it (publishing is an editor's step; the reviewer's was the approval).
  await editor.reload();
  await editor.getByRole('button', { name: 'Publish now' }).click();
  await expect(editor.getByText('Published. Members can see it now.')).toBeVisible();
  await expect(editor.getByRole('region', { name: 'Workflow' }).getByText('Version 2')).toBeVisible();

  // The member now finds it in Clinical News and in site search, with its image.
  await member.goto('/community/news/clinicalnews');
  await expect(clinicalNewsHeading(member, TITLE)).toBeVisible();
  await member.goto('/search?q=zephyrine');
  await expect(member.getByRole('link', { name: TITLE })).toBeVisible();
  await member.getByRole('link', { name: TITLE }).click();
  await expect(member.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const shown = member.getByRole('img', { name: 'Sample chart of lung function over two years' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await Promise.all([member, editor, reviewer].map((p) => p.context().close()));
});

test('an item scheduled seconds ahead appears for members by itself', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = 'Sample content: scheduled note on augmentation therapy';
  const editor = await pageAs(browser, users.editor);
  const reviewer = await pageAs(browser, users.reviewer);
  const member = await pageAs(browser, users.grace);
  // Written and approved through the API (the screens for those steps are proven above).
  const created = await api<{ id: number }>(editor, 'POST', '/api/admin/content', {
    kind: 'news',
    fields: {
      newsGroup: 'CLINICAL_NEWS',
      title,
      excerpt: 'Sample content: a scheduled item.',
      html: '<p>Sample content: published by the schedule.</p>',
    },
  });
  await api(editor, 'POST', `/api/admin/content/${created.id}/submit`);
  await api(reviewer, 'POST', `/api/admin/content/${created.id}/approve`, {
    approvalCode: 'AATD-E2E-0002',
    reviewBy: inDays(365),
  });

  await editor.goto(`/admin/content/${created.id}`);
  // 20 s ahead (room for a slow machine to send it while still in the future), in the browser's
  // own time zone, as the field shows it.
  const at = await editor.evaluate(() => {
    const d = new Date(Date.now() + 20_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  });
  await editor.getByLabel('Or publish at').fill(at);
  await editor.getByRole('button', { name: 'Schedule' }).click();
  await expect(editor.getByText('Scheduled for publication.')).toBeVisible();
  const workflow = editor.getByRole('region', { name: 'Workflow' });
  await expect(workflow.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(workflow.getByText('Publishes')).toBeVisible();

  await member.goto('/community/news/clinicalnews');
  await expect(member.getByRole('heading', { level: 1, name: 'Clinical News' })).toBeVisible();
  await expect(clinicalNewsHeading(member, title)).toHaveCount(0);
  // The schedule runs every 2 s in the browser tests (CONTENT_SCHEDULE_INTERVAL_MS).
  await expect(async () => {
    await member.reload();
    await expect(clinicalNewsHeading(member, title)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  await editor.reload();
  await expect(workflow.getByText('Published', { exact: true })).toBeVisible();
  await Promise.all([member, editor, reviewer].map((p) => p.context().close()));
});

test('restoring an old version makes a new draft; members keep the published one until it is approved', async ({
  browser,
}) => {
  expect(itemId, 'the first journey published an item').toBeGreaterThan(0);
  const editor = await pageAs(browser, users.editor);
  await editor.goto(`/admin/content/${itemId}/versions`);
  await expect(editor.getByRole('heading', { level: 1, name: `Versions of “${TITLE}”` })).toBeVisible();
  const rows = editor.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'Version 2' })).toContainText('Members see this');
  await expect(rows.filter({ hasText: 'Version 1' })).toContainText('Sent back with comments');
  // The comparison shows what changed between them: the excerpt.
  const compare = editor.getByRole('region', { name: 'Compare two versions' });
  await expect(compare.getByRole('deletion')).toContainText('a short note');
  await expect(compare.getByRole('insertion')).toContainText(
    'what the zephyrine study found in adults with the PiZZ genotype',
  );
  await expectNoSeriousA11yViolations(editor);

  await editor.getByRole('button', { name: 'Restore version 1' }).click();
  await editor.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore' }).click();
  await expect(editor.getByText('Version 1 is restored as version 3, a draft that needs review again.')).toBeVisible();
  await expect(rows.filter({ hasText: 'Version 3' })).toContainText('Draft');

  await editor.getByRole('link', { name: 'Back to the editor' }).click();
  await expect(editor.getByLabel(/^Excerpt/)).toHaveValue('Sample content: a short note.');
  const workflow = editor.getByRole('region', { name: 'Workflow' });
  await expect(workflow.getByText('Draft', { exact: true })).toBeVisible();
  await expect(workflow.getByText('Version 2', { exact: true })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Publish now' })).toHaveCount(0);

  const member = await pageAs(browser, users.grace);
  // Members keep version 2: its card still carries the fixed summary.
  await member.goto('/community/news/clinicalnews');
  const card = member.getByRole('article').filter({ has: member.getByRole('heading', { name: TITLE, exact: true }) });
  await expect(card).toContainText(FIXED_EXCERPT);
  await expect(card).not.toContainText('a short note');
  await Promise.all([member, editor].map((p) => p.context().close()));
});

test("Journal Watch: a month's top five by impact factor, and the editor and reviewer told when an item will not be shown", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const editor = await pageAs(browser, users.editor);
  const reviewer = await pageAs(browser, users.reviewer);
  // A month of its own, long before any sample item: five published through the API (the screens
  // for those steps are proven above), the newest with the lowest impact factor.
  const jw = (title: string, impactFactor: number, day: number) => ({
    newsGroup: 'JOURNAL_WATCH',
    title,
    excerpt: 'Sample content: a journal article summary.',
    html: '<p>Sample content: a journal article summary.</p>',
    articleSource: 'Sample source',
    articleUrl: 'https://example.org/sample-journal-article',
    journal: 'Sample Journal of Respiratory Medicine',
    impactFactor,
    publishedAt: `2019-03-${String(day).padStart(2, '0')}T12:00:00.000Z`,
  });
  const factors = [30.1, 12.5, 8, 4.2, 2.9];
  for (const [i, factor] of factors.entries()) {
    const created = await api<{ id: number }>(editor, 'POST', '/api/admin/content', {
      kind: 'news',
      fields: jw(`Sample content: March study with impact factor ${factor}`, factor, 1 + i),
    });
    await api(editor, 'POST', `/api/admin/content/${created.id}/submit`);
    await api(reviewer, 'POST', `/api/admin/content/${created.id}/approve`, {
      approvalCode: `AATD-E2E-JW${i}`,
      reviewBy: inDays(365),
    });
    await api(editor, 'POST', `/api/admin/content/${created.id}/publish`, {});
  }

  // A sixth, written on the screen with a lower factor: the editor is told members will not see it.
  const sixth = 'Sample content: March study with impact factor 1.5';
  await editor.goto('/admin/content/new?kind=news');
  await editor.getByLabel(/^News group/).selectOption({ label: 'Journal Watch' });
  await editor.getByLabel(/^Title/).fill(sixth);
  await editor.getByLabel(/^Excerpt/).fill('Sample content: a journal article summary.');
  await editor.getByLabel(/^Source/).fill('Sample source');
  await editor.getByLabel(/^Article address/).fill('https://example.org/sample-journal-article');
  await editor.getByLabel(/^Journal/).fill('Sample Journal of Respiratory Medicine');
  await editor.getByLabel(/^Impact factor/).fill('1.5');
  await editor.getByLabel(/^Original date/).fill('2019-03-20');
  const body = editor.getByRole('textbox', { name: /^Body/ });
  await body.click();
  await body.pressSequentially('Sample content: a journal article summary.');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor).toHaveURL(/\/admin\/content\/\d+$/);
  const notice = editor.getByRole('region', { name: 'Workflow' }).getByRole('note');
  await expect(notice).toContainText('Members will not see this item');
  await expect(notice).toContainText('has 5 published items ranked above it');
  await editor.getByRole('button', { name: 'Submit for review' }).click();
  await expect(editor.getByText('Submitted for review.')).toBeVisible();
  // The reviewer reads the same before approving.
  await reviewer.goto(editor.url());
  await expect(reviewer.getByRole('heading', { level: 1, name: sixth })).toBeVisible();
  await expect(reviewer.getByRole('region', { name: 'Workflow' }).getByRole('note')).toContainText(
    'Members will not see this item',
  );

  // Members read the month's five, ranked by impact factor: the month is far back, so page through.
  const member = await pageAs(browser, users.grace);
  const month = member.getByRole('region', { name: 'March 2019', exact: true });
  const next = member.getByRole('navigation', { name: 'Journal Watch pages' }).getByRole('button', { name: 'Next' });
  const shown: string[] = [];
  for (let page = 1; page <= 20; page += 1) {
    await member.goto(`/community/news/journalwatch?page=${page}`);
    await expect(member.getByRole('heading', { level: 1, name: 'Journal Watch' })).toBeVisible();
    await member.getByRole('article').first().waitFor();
    if (await month.count()) shown.push(...(await month.getByRole('heading', { level: 3 }).allTextContents()));
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
  }
  expect(shown).toEqual(factors.map((f) => `Sample content: March study with impact factor ${f}`));
  await Promise.all([member, editor, reviewer].map((p) => p.context().close()));
});

import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { MODULE_SEARCH_PAGE_SIZE, pageMeta } from '@aatd/contract';
import { enterAs } from './fixtures/sessions.js';
import { users } from './fixtures/users.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { PDF_FIRST_PAGE } from './fixtures/pdf.js';

// Sample content: apps/server/src/seed/education (flagged sample; titles carry no marker).
const CATEGORIES = [
  ['aatd-education-understanding-aatd', 'Understanding AATD'],
  ['aatd-education-augmented-reality', 'Augmented Reality'],
  ['rarehaematology', 'Rare Haematology'],
  ['raregeneticdisease', 'Rare Genetic Diseases'],
  ['oncology', 'Oncology'],
  ['immunology', 'Immunology'],
  ['gastroenterology', 'Gastroenterology'],
] as const;
const VIDEO_POST = 'Liver cancer surveillance in AATD-related cirrhosis';
const MODULE = 'Alpha-1 antitrypsin and its role';
const LUNG_LIVER = ['Emphysema in AATD', 'The liver in AATD from childhood to adulthood'] as const;
const EXTERNAL_HOSTS = [
  'https://www.youtube-nocookie.com/**',
  'https://player.vimeo.com/**',
  'https://doi.org/**',
  'https://goldcopd.org/**',
  'https://**.org/**',
  'https://**.eu/**',
  'https://**.net/**',
  'https://**.uk/**',
  'https://3d.nih.gov/**',
];

/** No network here: external players and sites answer with a stub page. */
async function stubExternalSites(context: BrowserContext) {
  for (const host of EXTERNAL_HOSTS) {
    await context.route(host, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>External</title><p>External page</p></html>',
      }),
    );
  }
}

/** The Modules filter form's Search (the side panel has a site search of its own). */
const searchButton = (page: Page) =>
  page.getByRole('search', { name: 'Filter modules' }).getByRole('button', { name: 'Search' });

/** axe counts a link half under the sticky header as a small target, so check from the top. */
async function axeFromTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const hitTitles = (page: Page, section: string) =>
  region(page, section).getByRole('heading', { level: 3 }).allTextContents();

test.describe('education area', () => {
  test.beforeEach(async ({ page, context }) => {
    await stubExternalSites(context);
    await enterAs(page, users.alice);
  });

  test('education hub: a block per category with filters and View More, and axe', async ({ page }) => {
    await page.goto('/community/education');
    await expect(page.getByRole('heading', { level: 1, name: 'EDUCATION' })).toBeVisible();
    const understanding = region(page, 'Understanding AATD');
    await expect(understanding.getByRole('article')).toHaveCount(3);
    await understanding.getByRole('button', { name: 'Most viewed' }).click();
    await expect(understanding.getByRole('button', { name: 'Most viewed' })).toHaveAttribute('aria-pressed', 'true');
    await expect(understanding.getByRole('article')).toHaveCount(3);

    const ar = region(page, 'Augmented Reality');
    await expect(ar.getByRole('button', { name: /^SCAN ME/ })).toHaveCount(3);
    await expect(ar.getByRole('img', { name: /^QR code for / })).toHaveCount(3);
    await expect(ar.getByText('Use mobile device for AR and 3D view*').first()).toBeVisible();
    await expect(ar.getByText('*Laptops and desktops only have the 3D view.').first()).toBeVisible();
    await ar.getByRole('button', { name: 'SCAN ME: The lungs in 3D' }).click();
    await expect(page.getByRole('dialog', { name: 'SCAN ME' }).getByRole('img', { name: /QR code/ })).toBeVisible();
    await page.keyboard.press('Escape');
    // View on desktop goes through the leave-site warning.
    await ar.getByRole('button', { name: 'View on desktop: The lungs in 3D' }).click();
    await expect(page.getByRole('dialog', { name: 'Leaving the site' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    const cases = region(page, 'Patient Case Studies');
    await expect(cases.getByRole('article')).toHaveCount(3);
    for (const [, label] of CATEGORIES.slice(2)) await expect(region(page, label).getByRole('article')).toHaveCount(3);
    await axeFromTop(page);

    await region(page, 'Oncology').getByRole('link', { name: 'View More: Oncology' }).click();
    await expect(page).toHaveURL(/\/community\/education\/oncology$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Oncology' })).toBeVisible();
  });

  test('each category list and detail', async ({ page }) => {
    for (const [slug, label] of CATEGORIES) {
      await page.goto(`/community/education/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      await expect(page.getByRole('group', { name: `Sort ${label}` }).getByRole('button')).toHaveText([
        'Just added',
        'Most viewed',
        'Recommended',
      ]);
      await expect(page.getByRole('article')).toHaveCount(3);
      await Promise.all([
        page.waitForResponse((r) => r.url().includes(`/api/education/${slug}?`) && r.url().includes('sortBy=views')),
        page.getByRole('button', { name: 'Most viewed' }).click(),
      ]);
      await expect(page).toHaveURL(/sortBy=views/);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const first = page.getByRole('article').first();
      const title = (await first.getByRole('heading').textContent())!.trim();
      if (slug === 'aatd-education-augmented-reality') {
        await expect(first.getByRole('button', { name: /^SCAN ME/ })).toBeVisible();
        continue;
      }
      await first.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
    }
    await page.goto('/community/education/not-a-category');
    await expect(page.getByRole('heading', { level: 1, name: '404: Page not found' })).toBeVisible();
  });

  test("a video served by this site plays in the browser's own player, without a download option", async ({ page }) => {
    const title = 'Plasma-derived augmentation therapy: a haematology perspective';
    await page.goto('/community/education/rarehaematology');
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const video = page.locator(`video[aria-label="${title}"]`);
    await expect(video).toHaveAttribute('src', /^\/api\/media\/sample\/education\/sample-video\.mp4$/);
    await expect(video).toHaveAttribute('controlslist', 'nodownload');
    await expect(video).toHaveAttribute('height', '343');
    await expect(page.locator(`iframe[title="${title}"]`)).toHaveCount(0);
    // The file is served and decodes: the player knows the clip's length (8 seconds).
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(8);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true); // nothing plays by itself
  });

  test('a video detail: PDF, embedded video, Rate Video and a comment', async ({ page }) => {
    await page.goto('/community/education/oncology');
    await page.getByRole('link', { name: VIDEO_POST }).click();
    await expect(page.getByRole('heading', { level: 1, name: VIDEO_POST })).toBeVisible();
    const frame = page.locator(`iframe[title="${VIDEO_POST}"]`);
    await expect(frame).toHaveAttribute('height', '343');
    await expect(frame).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);

    await page.getByRole('button', { name: /^Rate Video/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate Video' });
    await dialog.locator('label', { hasText: '5 stars' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(thanks).toContainText('your rating has been submitted');
    await thanks.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(page.getByRole('img', { name: /^Rated 5 out of 5/ }).first()).toBeVisible();
    // Having rated, the member is shown their rating instead of the picker.
    await page.getByRole('button', { name: /^Rate Video/ }).click();
    const again = page.getByRole('dialog', { name: 'Rate Video' });
    await expect(again).toContainText('You seem to have already rated the video previously');
    await expect(again.getByTestId('own-rating')).toHaveText('Your rating: 5 of 5 stars');
    await expect(again.locator('label', { hasText: '3 stars' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    // The list's card does not know the member's rating; its popup asks, and says so too.
    await page.goto('/community/education/oncology');
    await page.getByRole('button', { name: `Rate ${VIDEO_POST}` }).click();
    const fromCard = page.getByRole('dialog', { name: 'Rate Video' });
    await expect(fromCard).toContainText('You seem to have already rated the video previously');
    await expect(fromCard.getByTestId('own-rating')).toHaveText('Your rating: 5 of 5 stars');
    await expect(fromCard.locator('label', { hasText: '3 stars' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: VIDEO_POST }).click();
    await expect(page.getByRole('heading', { level: 1, name: VIDEO_POST })).toBeVisible();

    await page.getByLabel('Add a comment').fill('E2E comment on a video');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByRole('listitem', { name: 'Comment by Alice Member' })).toContainText(
      'E2E comment on a video',
    );

    await page.goto('/community/education/gastroenterology');
    await page.getByRole('link', { name: 'Raised liver enzymes: a structured approach that includes AATD' }).click();
    await expect(page.getByRole('link', { name: /View PDF/ })).toHaveAttribute(
      'href',
      /^\/api\/media\/sample\/education\/.+\.pdf$/,
    );
  });

  test('conference highlights: list, detail, rate and share', async ({ page }) => {
    await page.goto('/community/education/conferencehighlights');
    await expect(page.getByRole('heading', { level: 1, name: 'Conference Highlights' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Sort conference highlights' }).getByRole('button')).toHaveText([
      'Just added',
      'Most viewed',
      'Top rated',
    ]);
    await expect(page.getByRole('article')).toHaveCount(3);
    await page.getByRole('navigation', { name: 'Conference pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByRole('button', { name: 'Top rated' }).click();
    await expect(page).toHaveURL(/page=1&sortBy=rating/);

    const title = 'Highlights: finding undiagnosed AATD in respiratory and primary care';
    await page.goto('/community/education/conferencehighlights');
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const docs = page.getByRole('link', { name: /View documents/ });
    await expect(docs).toHaveAttribute('target', '_blank');
    const src = (await page.locator(`iframe[title="${title}"]`).getAttribute('src'))!;
    const video = new URL(src);
    expect(video.searchParams.get('autoplay')).toBe('0');
    expect(video.searchParams.get('customerId')).toMatch(/^C-/);
    expect(video.searchParams.get('trackingId')).toMatch(/^[A-Z]{2}-[0-9a-f-]{36}$/);

    await page.getByRole('button', { name: 'Rate', exact: true }).click();
    const rate = page.getByRole('dialog', { name: 'Rate Video' });
    await rate.locator('label', { hasText: '4 stars' }).click();
    const [rated] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/rating/')),
      rate.getByRole('button', { name: 'Submit' }).click(),
    ]);
    expect(JSON.parse(rated.request().postData()!)).toMatchObject({ rating: 4, moduleType: 'conference-highlights' });
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toContainText('your rating has been submitted');
    await page
      .getByRole('dialog', { name: 'Thank you!' })
      .getByRole('button', { name: 'Close', exact: true })
      .first()
      .click();
    // Having rated, the member is shown their rating instead of the picker, after a reload too.
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      await page.getByRole('button', { name: 'Rate', exact: true }).click();
      const again = page.getByRole('dialog', { name: 'Rate Video' });
      await expect(again).toContainText('You seem to have already rated the video previously');
      await expect(again.getByTestId('own-rating')).toHaveText('Your rating: 4 of 5 stars');
      await expect(again.locator('label', { hasText: '3 stars' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(again).toBeHidden();
    }

    await page.getByLabel('Add a comment').fill('E2E conference comment');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    const mine = page.getByRole('listitem', { name: 'Comment by Alice Member' });
    await mine.getByRole('button', { name: 'Reply' }).click();
    await mine.getByLabel('Your reply').fill('E2E conference reply');
    await mine.getByRole('button', { name: 'Post Reply' }).click();
    await expect(mine.getByRole('listitem', { name: 'Reply by Alice Member' })).toContainText('E2E conference reply');

    // The share really shares: the call is made and the member gets the link.
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share this article' });
    await share.getByLabel('Search member').fill('Bob');
    await share.getByRole('button', { name: 'Dr. Bob Member' }).click();
    const [shared] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/user/share')),
      share.getByRole('button', { name: 'Submit' }).click(),
    ]);
    expect(shared.ok()).toBe(true);
    await expect(share.getByText('YOU HAVE SUCCESSFULLY SHARED THE ARTICLE')).toBeVisible();
  });

  test('module search: by name, by topic, bookmarked only, each sort order', async ({ page }) => {
    // A bookmark to find: save a module from its page first (undone at the end).
    const saved = 'Lifestyle advice and smoking cessation';
    await page.goto('/filtermodules');
    await expect(page.getByRole('heading', { level: 1, name: 'Modules' })).toBeVisible();
    await expect(page.getByLabel('Topic', { exact: true }).locator('option').first()).toHaveText('Select...');
    await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('newest');
    await page.getByLabel('Topic', { exact: true }).selectOption('Management');
    await searchButton(page).click();
    await page.getByRole('link', { name: saved }).click();
    await page.getByRole('button', { name: 'Save for Later' }).click();
    await expect(page.getByRole('button', { name: 'Unsave' })).toBeVisible();

    await page.goto('/filtermodules');
    // Nothing to search for: no hits.
    await searchButton(page).click();
    await expect(region(page, 'Bookmarked Modules').getByText('No modules found')).toBeVisible();
    await expect(region(page, 'Other Results').getByText('No modules found')).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill('liver');
    await searchButton(page).click();
    await expect(region(page, 'Other Results').getByRole('link', { name: LUNG_LIVER[1] })).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByLabel('Topic', { exact: true }).selectOption('Management');
    await searchButton(page).click();
    await expect(region(page, 'Bookmarked Modules').getByRole('link', { name: saved })).toBeVisible();
    await expect(region(page, 'Other Results').getByRole('listitem')).toHaveCount(2);

    await page.getByLabel('Topic', { exact: true }).selectOption('Lung and Liver Disease');
    await searchButton(page).click();
    const orders: Array<[string, string[]]> = [
      ['newest', [LUNG_LIVER[1], LUNG_LIVER[0]]],
      ['oldest', [LUNG_LIVER[0], LUNG_LIVER[1]]],
      ['az', [LUNG_LIVER[0], LUNG_LIVER[1]]],
      ['za', [LUNG_LIVER[1], LUNG_LIVER[0]]],
    ];
    for (const [sort, expected] of orders) {
      await page.getByLabel('Sort by', { exact: true }).selectOption(sort);
      await expect.poll(() => hitTitles(page, 'Other Results')).toEqual(expected);
    }

    await page.getByLabel('Topic', { exact: true }).selectOption('');
    await page.getByRole('checkbox', { name: 'Bookmarked Modules' }).check();
    await searchButton(page).click();
    await expect(region(page, 'Bookmarked Modules').getByRole('link', { name: saved })).toBeVisible();
    await expect(region(page, 'Other Results')).toHaveCount(0);

    // Search is disabled while the form is invalid.
    await page.getByLabel('Name', { exact: true }).fill('x'.repeat(201));
    await expect(searchButton(page)).toBeDisabled();

    await page.goto('/community/accounts');
    await region(page, 'SAVED MODULES')
      .getByRole('button', { name: `Unsave ${saved}` })
      .click();
    await expect(region(page, 'SAVED MODULES').getByText(saved)).toHaveCount(0);
  });

  test('module search pages Other Results ten at a time; a new sort order starts again at page 1; axe', async ({
    page,
  }) => {
    // The sample data holds ten modules, one page; this search answers as a larger library would,
    // by the contract's page rules (the server's paging is proven in modules.test.ts).
    const hit = (n: number, isSaved = false) => ({
      id: 9000 + n,
      title: `Sample result ${String(n).padStart(2, '0')}`,
      topic: 'Management',
      description: 'Sample content.',
      pdfLinks: [],
      videoLinks: [],
      dateLaunched: '2024-01-01',
      isSaved,
    });
    const others = Array.from({ length: 23 }, (_, i) => hit(i + 2));
    const asked: string[] = [];
    await page.route('**/api/education/modules/search?*', (route) => {
      const url = new URL(route.request().url());
      asked.push(`${url.searchParams.get('sort')}:${url.searchParams.get('page')}`);
      const n = Number(url.searchParams.get('page') ?? '1');
      return route.fulfill({
        json: {
          bookmarked: [hit(1, true)],
          others: others.slice((n - 1) * MODULE_SEARCH_PAGE_SIZE, n * MODULE_SEARCH_PAGE_SIZE),
          meta: { pagination: pageMeta(others.length, n, MODULE_SEARCH_PAGE_SIZE) },
        },
      });
    });
    await page.goto('/filtermodules');
    await page.getByLabel('Topic', { exact: true }).selectOption('Management');
    await searchButton(page).click();
    const pager = page.getByRole('navigation', { name: 'Other Results pages' });
    await expect.poll(() => hitTitles(page, 'Other Results')).toEqual(others.slice(0, 10).map((h) => h.title));
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await axeFromTop(page);

    await pager.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => hitTitles(page, 'Other Results')).toEqual(others.slice(10, 20).map((h) => h.title));
    await pager.getByRole('button', { name: 'Page 3' }).click();
    await expect.poll(() => hitTitles(page, 'Other Results')).toEqual(others.slice(20).map((h) => h.title));
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    // The bookmarked hits stay above on every page.
    await expect(region(page, 'Bookmarked Modules').getByRole('link', { name: 'Sample result 01' })).toBeVisible();

    await page.getByLabel('Sort by', { exact: true }).selectOption('az');
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(asked).toEqual(['newest:1', 'newest:2', 'newest:3', 'az:1']);
  });

  test('module detail: page through the PDF, save, share, then unsave in My Account; axe', async ({ page }) => {
    await page.goto('/community/education/cmemodules');
    await expect(page.getByRole('heading', { level: 1, name: 'education modules' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Filter' })).toHaveAttribute('href', '/filtermodules');
    await expect(page.getByRole('article')).toHaveCount(3);
    await page.getByRole('navigation', { name: 'Module pages' }).getByRole('button', { name: 'Page 2' }).click();
    await page.getByRole('link', { name: MODULE }).click();
    await expect(page.getByRole('heading', { level: 1, name: MODULE })).toBeVisible();

    // The module PDF: cover, objectives and sections, the figure page, key points and references.
    await expect(page.getByText('Page 1 of 4', { exact: true })).toBeVisible(PDF_FIRST_PAGE);
    await expect(page.getByText('Sample content', { exact: true })).toBeVisible();
    await expect(page.locator('.react-pdf__Page canvas')).toBeVisible();
    expect(
      await page.locator('.react-pdf__Page canvas').evaluate((c) => Math.round(c.getBoundingClientRect().width)),
    ).toBe(500);
    await expect(page.getByRole('button', { name: 'Previous Page' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next Page' }).click();
    await expect(page.getByText('Page 2 of 4', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next Page' }).click();
    await expect(page.getByText('Page 3 of 4', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next Page' }).click();
    await expect(page.getByText('Page 4 of 4', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next Page' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous Page' }).click();
    await expect(page.getByText('Page 3 of 4', { exact: true })).toBeVisible();

    const video = new URL((await page.locator(`iframe[title="${MODULE}"]`).getAttribute('src'))!);
    expect(video.searchParams.get('autoplay')).toBe('0');
    expect(video.searchParams.get('trackingId')).toBeTruthy();
    await expect(page.getByRole('heading', { name: 'References' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Readings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Figures' })).toBeVisible();
    // A reading's link asks before leaving the site (the warning's code comes on that first press).
    await page.getByRole('region', { name: 'Readings' }).getByRole('button').first().click();
    const leaving = page.getByRole('dialog', { name: 'Leaving the site' });
    await expect(leaving).toContainText('You are about to leave the site');
    await leaving.getByRole('button', { name: 'Cancel' }).click();
    await expect(leaving).toBeHidden();
    await axeFromTop(page);

    await page.getByRole('button', { name: 'Save for Later' }).click();
    await expect(page.getByRole('button', { name: 'Unsave' })).toBeVisible();

    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share this module' });
    await share.getByLabel('Search member').fill('Bob');
    await share.getByRole('button', { name: 'Dr. Bob Member' }).click();
    await share.getByRole('button', { name: 'Submit' }).click();
    await expect(share.getByText('YOU HAVE SUCCESSFULLY SHARED THE MODULE')).toBeVisible();
    await share.getByRole('button', { name: 'Close', exact: true }).first().click();

    await page.goto('/community/accounts');
    const savedModules = region(page, 'SAVED MODULES');
    const item = savedModules.getByRole('listitem').filter({ hasText: MODULE });
    await expect(item.getByText('Topic: Fundamentals')).toBeVisible();
    await expect(item.getByText('Format: Video and PDF')).toBeVisible();
    await item.getByRole('link', { name: `View ${MODULE}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: MODULE })).toBeVisible();
    await page.goBack();
    await savedModules.getByRole('button', { name: `Unsave ${MODULE}` }).click();
    await expect(savedModules.getByRole('listitem').filter({ hasText: MODULE })).toHaveCount(0);
  });

  test('useful resources and links pages, with the external-link confirmation', async ({ page, context }) => {
    const overviews = [
      [
        '/community/resources',
        'USEFUL RESOURCES',
        'resources',
        ['Clinical Practice Guidelines', 'Downloadable Resources'],
      ],
      [
        '/community/links',
        'USEFUL LINKS',
        'links',
        ['International AATD Organizations', 'Lung and Liver Organizations', 'Rare Disease Organizations'],
      ],
    ] as const;
    for (const [path, heading, base, sections] of overviews) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const label of sections) {
        await expect(region(page, label).getByRole('article')).toHaveCount(3);
        await region(page, label)
          .getByRole('link', { name: `View More: ${label}` })
          .click();
        await expect(page).toHaveURL(new RegExp(`/community/${base}/aatd-useful-`));
        await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
        const cards = page.getByRole('article');
        await expect(cards.first()).toBeVisible();
        const external = cards.getByRole('button', { name: /external site/ }).first();
        if (await external.count()) {
          await external.click();
          const warning = page.getByRole('dialog', { name: 'Leaving the site' });
          await expect(warning).toContainText('You are about to leave the site');
          const [popup] = await Promise.all([
            context.waitForEvent('page'),
            warning.getByRole('button', { name: 'Continue' }).click(),
          ]);
          await expect(popup).toHaveURL(/^https:\/\//);
          await popup.close();
        } else {
          await expect(cards.first().getByRole('link', { name: /Download PDF/ })).toHaveAttribute('target', '_blank');
        }
        await page.goto(path);
      }
    }
    await page.goto('/community/links/not-a-section');
    await expect(page.getByRole('heading', { level: 1, name: '404: Page not found' })).toBeVisible();
  });

  test('prevalence map: five regions, count field, table and tooltip; axe', async ({ page }) => {
    await page.goto('/community/education/aatd-education-understanding-aatd/map');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Understanding the Global Prevalence of AATD' }),
    ).toBeVisible();
    const select = page.getByLabel('Region');
    const count = page.getByLabel('Estimated number of Pi*ZZ individuals');
    await expect(count).toHaveAttribute('readonly', '');
    const seen = new Set<string>();
    for (const label of [
      'Worldwide',
      'Europe',
      'North, South and Central America',
      'Africa and Asia',
      'Australia and New Zealand',
    ]) {
      await select.selectOption({ label });
      await expect(page.getByRole('table', { name: `Regional breakdown: ${label}` })).toBeVisible();
      const value = await count.inputValue();
      expect(value).toMatch(/^[\d,]+$/);
      seen.add(value);
    }
    expect(seen.size).toBe(5);

    await select.selectOption({ label: 'Europe' });
    const map = page.getByRole('img', { name: /^Map of / });
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    // Sweep across the middle of the map until a country answers with its tooltip.
    let shown = false;
    for (let i = 1; i < 20 && !shown; i++) {
      await page.mouse.move(box.x + (box.width * i) / 20, box.y + box.height / 2);
      shown = await page.getByRole('tooltip').isVisible();
    }
    expect(shown).toBe(true);
    await expect(page.getByRole('tooltip')).toContainText(/\d|No data/);
    await axeFromTop(page);
  });

  test('case studies: listing, each case with its slider and liver-function pop-up; axe', async ({ page }) => {
    await page.goto('/community/education/aatd-case-studies');
    await expect(page.getByRole('heading', { level: 1, name: 'ALPHA-1 CAN HAVE MANY FACES' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
    const levels = ['24 mg/dL', '35 mg/dL', '40 mg/dL', '34 mg/dL'];
    for (const n of [1, 2, 3, 4]) {
      await page.goto(`/cs-${n}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Patient Case Studies' })).toBeVisible();
      await expect(page.getByRole('heading', { name: new RegExp(`^Case Study ${n}:`) })).toBeVisible();
      await expect(page.getByText(levels[n - 1]!).first()).toBeVisible();
      const scrollY = () => page.evaluate(() => window.scrollY);
      await expect.poll(scrollY).toBe(250);

      const quote = page.locator('blockquote').first();
      const before = await quote.textContent();
      await page.getByRole('button', { name: 'Show quote 2' }).click();
      await expect(page.getByRole('button', { name: 'Show quote 2' })).toHaveAttribute('aria-pressed', 'true');
      await expect(quote).not.toHaveText(before!);
      // Still there once the router has settled: the last case was left scrolled to its foot, and
      // a page opened from its address must not be moved to where another page was left.
      expect(await scrollY()).toBe(250);

      const trigger = page.getByRole('button', { name: /^Liver function tests/ });
      await trigger.hover();
      const popup = page.getByRole('dialog', { name: /Liver function tests/ });
      await expect(popup.getByRole('table')).toBeVisible();
      await expect(popup.getByRole('columnheader', { name: 'Normal range' })).toBeVisible();
      await popup.getByRole('button', { name: 'X CLOSE' }).click();
      await expect(popup).toBeHidden();
      if (n === 1) await axeFromTop(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    }
  });
});

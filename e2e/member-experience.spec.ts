import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesIfAsked } from './fixtures/auth.js';
import { enterAs } from './fixtures/sessions.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { users } from './fixtures/users.js';
import { api, storedAccessToken } from './fixtures/member-api.js';

// The member experience: reachability, titles, dialogs, session loss and
// 390 px widths. Journeys that change state use their own accounts (gail, hana, iris).

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The href of the first link in main whose address matches. */
async function firstHref(page: Page, list: string, pattern: RegExp): Promise<string> {
  await page.goto(list);
  const link = page.locator('main a[href]');
  await expect(page.locator('main h1')).toBeVisible();
  await expect
    .poll(async () =>
      (await link.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).some((h) => pattern.test(h ?? '')),
    )
    .toBe(true);
  const hrefs = await link.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.find((h) => pattern.test(h))!;
}

test.describe('reachability and orientation', () => {
  test('every member page is reachable from the shell, each with its own title and focused heading', async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
    });
    const dropdownCodeLoaded = async () => (await Promise.all(scripts)).some((c) => c.includes('DropdownMenuContent'));
    await enterAs(page, users.alice);

    // The profile menu's code comes when the member reaches for it, and the keyboard opens it.
    const profileButton = page.getByRole('button', { name: /^Profile menu for/ });
    await expect(profileButton).toBeVisible();
    await expect(profileButton).toBeEnabled(); // the community home's pre-drawn button waits for the app
    expect(await dropdownCodeLoaded()).toBe(false);
    await profileButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
    expect(await dropdownCodeLoaded()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeHidden();
    await expect(profileButton).toBeFocused();

    // Profile menu: the member's own pages.
    const menu = async (item: string) => {
      await page.getByRole('button', { name: /^Profile menu for/ }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };
    await menu('Activity Preferences');
    await expect(page).toHaveURL(/\/community\/activitypreference$/);
    await expect(page).toHaveTitle(/^Activity Preferences · AATD HCP Community$/);
    await menu('Invite a friend');
    await expect(page).toHaveURL(/\/invitefriend$/);
    await expect(page).toHaveTitle(/ · AATD HCP Community$/);
    await expect(page).not.toHaveTitle(/^AATD HCP Community$/);
    // Focus moves to the new page's heading, so a screen reader announces it.
    await expect(page.locator('h1')).toBeFocused();

    // My Account: the member's own pages and feedback.
    await menu('My Account');
    await expect(h1(page, 'My Account')).toBeVisible();
    const more = page.getByRole('navigation', { name: 'More for your account' });
    for (const [label, url] of [
      ['My Messages', /\/mymessage$/],
      ['Activity Preferences', /\/community\/activitypreference$/],
      ['Invite a friend', /\/invitefriend$/],
      ['Send feedback', /\/feedback$/],
    ] as const) {
      await page.goto('/community/accounts');
      await more.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(url);
    }

    // Community page and side panel: the member directory.
    await page.goto('/community');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Community Members/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/communitymembers$/);
    await expect(page).toHaveTitle(/^Community Members · AATD HCP Community$/);
    await page.goto('/community/news');
    const panel = page.getByRole('complementary', { name: 'Community navigation' });
    await panel.getByRole('link', { name: 'Community Members' }).click();
    await expect(page).toHaveURL(/\/communitymembers$/);
    await page.goto('/community/news');
    await panel.getByRole('link', { name: 'Activity Preferences' }).click();
    await expect(page).toHaveURL(/\/community\/activitypreference$/);

    // Footer: a signed-in member is offered Feedback, never Login.
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await footer.getByRole('link', { name: 'Feedback' }).click();
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(page).toHaveTitle(/^Feedback · AATD HCP Community$/);
  });

  test('an article shows only under its own kind, is titled after itself and leads back to its list', async ({
    page,
  }) => {
    await enterAs(page, users.alice);
    const href = await firstHref(page, '/community/news/clinicalnews', /^\/community\/news\/clinicalnews\/\d+$/);
    await page.goto(href);
    const title = (await page.locator('main h1').textContent())!.trim();
    await expect(page).toHaveTitle(`${title} · AATD HCP Community`);
    await page.getByRole('link', { name: 'Back to Clinical News' }).click();
    await expect(page).toHaveURL(/\/community\/news\/clinicalnews$/);

    await page.goto(href.replace('/clinicalnews/', '/journalwatch/'));
    await expect(h1(page, '404: Page not found')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test('a page opened from its address starts at its top, wherever the page before it was left', async ({ page }) => {
    await enterAs(page, users.alice);
    const scrollY = () => page.evaluate(() => window.scrollY);
    const listShown = async (path: string) => {
      await page.goto(path);
      await expect(page.locator('main article').first()).toBeVisible();
    };
    await listShown('/community/news/clinicalnews');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(scrollY).toBe(600);

    await listShown('/community/news/journalwatch');
    // The next page could be moved that far (else this would prove nothing), and it was not.
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(600);
    expect(await scrollY()).toBe(0);
  });

  test("the 404 page's Back to Home is readable: its text differs from its background", async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    const button = page.getByRole('link', { name: 'Back to Home' });
    await expect(button).toBeVisible();
    const { color, background } = await button.evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, background: s.backgroundColor };
    });
    expect(color).not.toBe(background);
    await expectNoSeriousA11yViolations(page);
    await button.click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('dates read one way everywhere: legal pages and message times share the helper format', async ({ page }) => {
  // The browser's locale (en-US here) with the month as a word: never 09/23/2022 beside 29/03/2022.
  const day = /^(\d{1,2} [A-Z][a-z]{2} \d{4}|[A-Z][a-z]{2} \d{1,2}, \d{4})$/;
  for (const path of ['/termsandcondition', '/privacypolicy', '/cookiespolicy', '/about-us']) {
    await page.goto(path);
    await expect(page.getByText(/^Last updated:/).locator('time')).toHaveText(day);
  }
});

test.describe('dialogs and forms', () => {
  test('a comment cut off by a lost session is kept, the reason is shown, and it is back after sign-in', async ({
    page,
  }) => {
    await enterAs(page, users.gail);
    // A Journal Watch item: news.spec counts the comments of the first Clinical News article.
    const href = await firstHref(page, '/community/news/journalwatch', /^\/community\/news\/journalwatch\/\d+$/);
    await page.goto(href);
    const box = page.getByLabel('Add a comment');
    await expect(box).toBeVisible();
    await acceptCookiesIfAsked(page);
    const text = 'Would you repeat spirometry at six months in a Pi*MZ smoker?';
    await box.fill(text);
    // The server ends the session (as when a token expires) while the member is typing.
    const token = await storedAccessToken(page);
    expect((await page.request.post('/api/user/revoke-access-token', { data: { token } })).status()).toBe(204);
    // The next call (the live-update channel's, or the post itself) meets the 401 and signs her out.
    await page
      .getByRole('button', { name: 'Post Comment' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Invalid access token. Please log back again')).toBeVisible();
    await page.getByLabel('Email').fill(users.gail.email);
    await page.getByLabel('Password', { exact: true }).fill('Sample-Pass-2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 30_000 });
    await expect(page.getByLabel('Add a comment')).toHaveValue(text);
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByRole('main').getByText(text).last()).toBeVisible();
    await expect(page.getByLabel('Add a comment')).toHaveValue('');
  });

  test('rating: Cancel closes, Submit closes with the thank-you, a second try is told at once', async ({ page }) => {
    await enterAs(page, users.gail);
    const href = await firstHref(page, '/community/news/keyarticles', /^\/community\/news\/keyarticles\/\d+$/);
    await page.goto(href);
    const open = () =>
      page
        .getByRole('main')
        .getByRole('button', { name: /^Rate Article/ })
        .click();
    const dialog = page.getByRole('dialog', { name: 'Rate Article' });
    await open();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await open();
    await dialog.locator('label', { has: page.getByRole('radio', { name: '5 stars' }) }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toContainText('your rating has been submitted');
    await page
      .getByRole('dialog', { name: 'Thank you!' })
      .getByRole('button', { name: 'Close', exact: true })
      .first()
      .click();
    await open();
    await expect(dialog).toContainText('You seem to have already rated the article previously');
    await expect(dialog.getByRole('radio')).toHaveCount(0);
  });
});

test('prevalence map: a region without country figures says its total is a published regional estimate', async ({
  page,
}) => {
  await enterAs(page, users.alice);
  await page.goto('/community/education/aatd-education-understanding-aatd/map');
  const select = page.getByLabel('Region');
  const note = page.getByRole('note').filter({ hasText: 'published regional estimate' });
  await select.selectOption({ label: 'Africa and Asia' });
  await expect(note).toBeVisible();
  await expect(note).toContainText(await page.getByLabel('Estimated number of Pi*ZZ individuals').inputValue());
  await select.selectOption({ label: 'Europe' });
  await expect(note).toHaveCount(0);
});

/** Every route of the app with real ids, read from the lists a member sees. */
async function memberRoutes(page: Page, contactId: number): Promise<string[]> {
  const article = await firstHref(page, '/community/news/clinicalnews', /^\/community\/news\/clinicalnews\/\d+$/);
  const educationPost = await firstHref(
    page,
    '/community/education/oncology',
    /^\/community\/education\/oncology\/\d+$/,
  );
  const conference = await firstHref(
    page,
    '/community/education/conferencehighlights',
    /^\/community\/education\/conferencehighlights\/\d+$/,
  );
  const module = await firstHref(page, '/community/education/cmemodules', /^\/community\/education\/cmemodules\/\d+$/);
  const profile = await firstHref(page, '/communitymembers', /^\/viewprofile\/\d+$/);
  const resourceList = await firstHref(page, '/community/resources', /^\/community\/resources\/[\w-]+$/);
  const linkList = await firstHref(page, '/community/links', /^\/community\/links\/[\w-]+$/);
  return [
    '/community',
    '/community/news',
    '/community/news/clinicalnews',
    '/community/news/journalwatch',
    '/community/news/keyarticles',
    article,
    '/community/news/searcharticle/liver',
    '/casestudy/news',
    '/community/accounts',
    '/community/education',
    '/community/education/rarehaematology',
    '/community/education/raregeneticdisease',
    '/community/education/oncology',
    '/community/education/immunology',
    '/community/education/gastroenterology',
    educationPost,
    '/community/education/aatd-education-understanding-aatd/map',
    '/community/education/conferencehighlights',
    conference,
    '/community/education/cmemodules',
    module,
    '/filtermodules',
    '/community/education/aatd-case-studies',
    '/cs-1',
    '/cs-2',
    '/cs-3',
    '/cs-4',
    '/community/education/aatd-education-augmented-reality',
    '/community/resources',
    resourceList,
    '/community/links',
    linkList,
    '/updateprofile',
    '/community/activitypreference',
    '/invitefriend',
    '/invitefriendsuccess',
    `/message/${contactId}`,
    `/mymessageclickthrough/${contactId}`,
    '/messagesuccess',
    '/mymessage',
    '/communitymembers',
    profile,
    '/search?q=liver',
    '/search/oncology',
    '/feedback',
    '/changepassword',
    '/changepasswordsuccess',
    '/about-us',
    '/contact-us',
    '/privacypolicy',
    '/cookiespolicy',
    '/termsandcondition',
    '/no-such-page',
  ];
}

const VISITOR_ROUTES = [
  '/',
  '/login',
  '/register',
  '/resetpasswordrequest',
  '/resetpasswordrequestsuccess',
  '/resetpasswordsuccess',
  '/verificationemailsent',
  '/verificationrequested',
  '/verifyemail',
  '/registersuccess/notverified',
  '/registersuccess/verified',
  '/about-us',
  '/contact-us',
  '/privacypolicy',
  '/cookiespolicy',
  '/termsandcondition',
  '/no-such-page',
];

/** Routes whose document is wider than the 390 px window (sideways scrolling). */
async function overflowing(page: Page, routes: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('h1').first()).toBeVisible();
    // Late content (images, PDF pages, charts) settles before measuring.
    await page.waitForLoadState('networkidle');
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    if (scroll > inner) wide.push(`${route}: ${scroll}px`);
  }
  return wide;
}

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the education hub is at most a few screens tall on a phone', async ({ page }) => {
    await enterAs(page, users.alice);
    await page.goto('/community/education');
    await expect(h1(page, /education/i)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(8000);
  });

  test('each registration condition keeps its box beside the first line of its label', async ({ page }) => {
    await page.goto('/register');
    for (const label of [
      'I confirm that I am a healthcare professional',
      'I have read and accept the Legal Terms of use',
      'I have read and accept the Privacy and Consent Policy',
    ]) {
      const box = (await page.getByRole('checkbox', { name: label }).boundingBox())!;
      const text = (await page.locator('label', { hasText: label }).boundingBox())!;
      expect(text.x, `${label}: beside the box`).toBeGreaterThan(box.x + box.width);
      expect(Math.abs(text.y - box.y), `${label}: on the box's line`).toBeLessThan(box.height);
    }
  });

  test('no visitor page scrolls sideways', async ({ page }) => {
    expect(await overflowing(page, VISITOR_ROUTES)).toEqual([]);
  });

  test('no member page scrolls sideways, My Messages with a long preview included', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const iris = await (await browser.newContext()).newPage();
    await enterAs(iris, users.iris);
    const irisId = (await api<{ id: number }>(iris, 'GET', '/api/user')).id;
    await iris.context().close();
    await enterAs(page, users.hana);
    await api(page, 'POST', '/api/messages', {
      receiverId: irisId,
      messageText:
        'Following up on the Pi*SZ patient we discussed: SERPINA1_c.1096G>A_p.Glu366Lys/c.863A>T_p.Glu288Val_compound_heterozygote_written_without_any_break_to_see_whether_it_wraps and the spirometry results.',
    });
    expect(await overflowing(page, await memberRoutes(page, irisId))).toEqual([]);
  });
});

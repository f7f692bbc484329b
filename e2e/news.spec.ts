import { expect, test, type Page } from '@playwright/test';
import { enterAs } from './fixtures/sessions.js';
import { users } from './fixtures/users.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { randomWord } from './fixtures/random-word.js';

// Sample news (apps/server/src/seed/news): 14 Clinical News items, newest first starting with these.
const CLINICAL = [
  'Who should be tested for alpha-1 antitrypsin deficiency?',
  'Reading a serum AAT level: acute-phase rises and units',
  'Genotyping, phenotyping or sequencing: choosing the test',
  'Augmentation therapy: what it is and whom it is for',
  'Living with Pi*MZ: what to tell carriers',
];

const openArticle = async (page: Page, title: string, list = '/community/news/clinicalnews?sortBy=added') => {
  await page.goto(list);
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
};

/** An article's address, opened from its list, with the page then left (the next load is cold). */
const articleAddress = async (page: Page, title: string) => {
  await openArticle(page, title);
  const address = page.url();
  await page.goto('about:blank');
  return address;
};

/** Every script of the app's build: blocked, only the shell's own inline scripts run. */
const APP_SCRIPTS = /\/assets\/.*\.js(\?|$)/;

/** The card (article element) whose heading is the title. */
const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('news and articles', () => {
  test.beforeEach(async ({ page }) => {
    await enterAs(page, users.alice);
  });

  test('Information page: Journal Watch top 3, Clinical News paged by 3 and the filter', async ({ page }) => {
    await page.goto('/community/news');
    const jw = page.getByRole('region', { name: 'Journal Watch' });
    await expect(jw.getByRole('article')).toHaveCount(3);
    await expect(jw.getByRole('link', { name: /View all/ })).toHaveCount(0);

    const clinical = page.getByRole('region', { name: 'Clinical News' });
    await expect(clinical.getByRole('article')).toHaveCount(3);
    await expect(clinical.getByRole('heading', { name: CLINICAL[0], exact: true })).toBeVisible();
    const pager = clinical.getByRole('navigation', { name: 'Clinical News pages' });
    await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(4);
    await expect(pager.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(clinical.getByRole('heading', { name: CLINICAL[3], exact: true })).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Up to 4 numbered links starting at the current page.
    await pager.getByRole('button', { name: 'Page 4' }).click();
    await expect(pager.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Page 5' })).toBeVisible();
    // Near the end too: the links start at the current page (page 4 of 5 shows 4 5).
    const numbers = pager.getByRole('button', { name: /^Page \d+$/ });
    await expect(numbers.first()).toHaveAccessibleName('Page 4');
    await expect(pager.getByRole('button', { name: 'Page 3' })).toHaveCount(0);
    await pager.getByRole('button', { name: 'Prev' }).click();
    await expect(pager.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(numbers.first()).toHaveAccessibleName('Page 3');
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveCount(0);

    // The filter sorts on the server and starts again at page 1.
    await clinical.getByRole('button', { name: 'Most viewed' }).click();
    await expect(clinical.getByRole('button', { name: 'Most viewed' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/page=1&sortBy=views/);
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(clinical.getByRole('heading', { name: CLINICAL[0], exact: true })).toHaveCount(0);
    await clinical.getByRole('button', { name: 'Top rated' }).click();
    await expect(clinical.getByRole('button', { name: 'Top rated' })).toHaveAttribute('aria-pressed', 'true');
    await expect(clinical.getByRole('article')).toHaveCount(3);

    await clinical.getByRole('button', { name: 'Just added' }).click();
    await expect(clinical.getByRole('heading', { name: CLINICAL[0], exact: true })).toBeVisible();

    // The side panel names the downloadable resources page as the spec does.
    const panel = page.getByRole('complementary', { name: 'Community navigation' });
    await expect(panel.getByRole('link', { name: 'Other Resources', exact: true })).toHaveAttribute(
      'href',
      '/community/resources/aatd-useful-resources-downloadable-resources',
    );
    await expect(panel.getByRole('link', { name: 'Downloadable Resources' })).toHaveCount(0);
  });

  test('the article search page asks for nothing that fails', async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
    });
    await page.goto('/community/news/searcharticle/augmentation%20therapy');
    await expect(page.getByRole('heading', { name: 'SEARCH RESULTS: augmentation therapy' })).toBeVisible();
    await expect(page.locator('main mark').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
  });

  test('Information page passes axe', async ({ page }) => {
    await page.goto('/community/news');
    await expect(page.getByRole('region', { name: 'Clinical News' }).getByRole('article')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  });

  test('Clinical News, Journal Watch and Key Review Articles pages list and paginate', async ({ page }) => {
    await page.goto('/community/news/clinicalnews');
    await expect(page.getByRole('heading', { level: 1, name: 'Clinical News' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(10);
    await page.getByRole('navigation', { name: 'Clinical News pages' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByRole('heading', { name: CLINICAL[0], exact: true })).toHaveCount(0);
    // The 14 sample items leave 4 for page 2, plus any that console journeys published before this one.
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByRole('article').count()).toBeLessThanOrEqual(10);

    // Journal Watch: the top 5 of each month, under the month's heading (part 1 §9).
    await page.goto('/community/news/journalwatch');
    await expect(page.getByRole('heading', { level: 1, name: 'Journal Watch' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    const months = page.getByRole('main').getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ });
    expect(await months.count()).toBeGreaterThanOrEqual(1);
    for (const name of await months.allTextContents()) {
      const n = await page.getByRole('region', { name }).getByRole('article').count();
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(5);
    }

    await page.goto('/community/news/keyarticles');
    await expect(page.getByRole('heading', { level: 1, name: 'Key Review Articles' })).toBeVisible();
    await expect(page.getByText('Open access', { exact: true })).toBeVisible();
    await expect(page.getByText('No open access', { exact: true })).toBeVisible();
    // The top 3 of the last 2 years, as the page's own text says.
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('img', { name: /open access/ }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Literature search criteria' }).hover();
    await expect(page.getByRole('tooltip')).toContainText('English language only');
    await page.keyboard.press('Escape');
    // Keyboard users get the same bubble on focus.
    await page.getByRole('button', { name: 'Literature search criteria' }).focus();
    await expect(page.getByRole('tooltip')).toContainText('the past 2 years');
  });

  test('article page shows every element, and axe passes', async ({ page }) => {
    await openArticle(page, CLINICAL[1]);
    await expect(page.getByRole('button', { name: 'Go to Article' })).toBeVisible();
    await expect(page.getByText('Diagnosis and testing', { exact: true }).first()).toBeVisible();
    // Sample content is marked in one place: a small label beside the rating.
    await expect(page.getByText('Sample content', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'References' })).toBeVisible();
    await expect(page.getByText(/^(Open access|No open access)$/)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Rated \d out of 5/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Points for practice' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Add to Favourites|Added to Favourites)$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Rate Article/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  });

  test('the article draws from its first chunks alone: comments, rating, sharing, leave-site and validation code come after', async ({
    page,
  }) => {
    // Words only the comments (form, report popup), the rating, share and leave-site popups hold,
    // and the validation library (the forms' schemas): the article draws without any of them.
    const later = [
      'Post Comment',
      'Report comment',
      'Your rating (1 to',
      'Add Message',
      'Leaving the site',
      'ZodObject',
    ];
    const holdsLaterCode = (code: string) => later.filter((words) => code.includes(words));
    await openArticle(page, CLINICAL[1]);
    const address = page.url();

    // The app shell for an article asks for the app's entry with the route's chunks beside it: none
    // of them holds that code.
    const shell = await (await page.request.get(address)).text();
    const asked = [...shell.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(asked.length).toBeGreaterThan(1);
    for (const file of asked) expect(holdsLaterCode(await (await page.request.get(file)).text()), file).toEqual([]);

    // A full load with the article's data held back and the page not drawn by the server, so the
    // app draws it: once it waits for the data, the route's chunks have all run, and none of the
    // scripts fetched so far holds that code.
    await page.route(/\/api\/information\/news\/\d+\/view\?/, (route) => route.fulfill({ status: 404 }));
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.set(
        res.url(),
        res.text().catch(() => ''),
      );
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let dataRequests = 0;
    await page.route(/\/api\/information\/news\/\d+$/, async (route) => {
      dataRequests += 1;
      await held;
      await route.continue();
    });
    await page.goto(address);
    await expect(page.getByText('Loading article')).toBeAttached();
    const before = [...scripts.keys()];
    for (const url of before) expect(holdsLaterCode(await scripts.get(url)!), url).toEqual([]);

    // Then the article, and the comments after it: their code is among what came later.
    release();
    await expect(page.getByRole('heading', { level: 1, name: CLINICAL[1] })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post Comment' })).toBeVisible();
    const after = await Promise.all([...scripts].filter(([url]) => !before.includes(url)).map(([, text]) => text));
    expect(after.some((code) => code.includes('Post Comment'))).toBe(true);
    // Nor did the comments bring the validation library: the texts and codes they show are zod-free.
    expect(after.filter((code) => code.includes('ZodObject'))).toEqual([]);
    // Nor the menu and dialog primitives: a comment's menu and its Delete popup load on first press.
    expect(after.filter((code) => code.includes('DismissableLayer'))).toEqual([]);
    // The shell's early request was the app's: the article's data was asked for once.
    expect(dataRequests).toBe(1);
  });

  test("an article address asks for the article's data before the app's code has arrived", async ({ page }) => {
    await openArticle(page, CLINICAL[1]);
    const address = page.url();
    // Without the app's scripts, only the shell's own inline script can ask.
    await page.route(APP_SCRIPTS, (route) => route.abort());
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/.test(m.text())) refused.push(m.text());
    });
    const asked = page.waitForRequest(/\/api\/information\/news\/\d+$/);
    await page.goto(address);
    expect((await asked).headers().authorization).toMatch(/^Bearer .+/);
    expect(refused).toEqual([]);
  });

  test("a member sees the article drawn by the server before any of the app's code runs, its controls waiting for the app", async ({
    page,
  }) => {
    const address = await articleAddress(page, CLINICAL[1]);
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: CLINICAL[1] })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Points for practice' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to Clinical News/ })).toBeVisible();
    // Pressing them before the app runs would do nothing: they wait for it.
    await expect(page.getByRole('button', { name: /^(Add to Favourites|Added to Favourites)$/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Rate Article/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Share' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Go to Article' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // A browser without a session is drawn nothing: the app sends it to login.
    const visitor = await page.context().browser()!.newPage();
    await visitor.route(APP_SCRIPTS, (route) => route.abort());
    await visitor.goto(address);
    await expect(visitor.locator('#root')).toBeEmpty();
    await visitor.close();
  });

  test('the app takes the drawn article over in one step: the title never leaves, its controls come alive, nothing is asked twice', async ({
    page,
  }) => {
    const address = await articleAddress(page, CLINICAL[1]);
    await page.addInitScript((title) => {
      const w = window as unknown as { drawn: boolean; titleSeen: boolean; titleLost: boolean };
      w.drawn = false;
      w.titleSeen = false;
      w.titleLost = false;
      new MutationObserver(() => {
        if (document.getElementById('root')?.hasAttribute('data-drawn')) w.drawn = true;
        const has = Array.from(document.querySelectorAll('h1')).some((h) => h.textContent === title);
        if (has) w.titleSeen = true;
        else if (w.titleSeen) w.titleLost = true;
      }).observe(document, { childList: true, subtree: true, attributes: true });
    }, CLINICAL[1]);
    const errors: string[] = [];
    page.on('console', (msg) => void (msg.type() === 'error' && errors.push(msg.text())));
    page.on('pageerror', (err) => errors.push(err.message));
    // The article's data comes after the app's code: the app still draws over the page only with it.
    await page.route(/\/api\/information\/news\/\d+$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const asked: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/information\/news\/\d+(\/view)?$/.test(new URL(req.url()).pathname)) {
        asked.push(new URL(req.url()).pathname);
      }
      if (req.resourceType() === 'stylesheet') stylesheets.push(new URL(req.url()).pathname);
    });
    await page.goto(address);
    await expect(page.getByRole('button', { name: 'Share' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Post Comment' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => {
      const { drawn, titleSeen, titleLost } = window as unknown as Record<string, boolean>;
      return { drawn, titleSeen, titleLost };
    });
    expect(seen).toMatchObject({ drawn: true, titleSeen: true, titleLost: false });
    // The page's HTML and its data, each once: the app took the shell's answer.
    const id = /(\d+)$/.exec(new URL(address).pathname)![1];
    expect(asked.sort()).toEqual([`/api/information/news/${id}`, `/api/information/news/${id}/view`]);
    // The CSS inlined in the shell is not fetched again when the comments' code arrives with its own.
    const inlined = await page.$$eval('link[rel="stylesheet"][disabled]', (links) =>
      links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
    );
    expect(inlined.length).toBeGreaterThan(0);
    expect(stylesheets.filter((href) => inlined.includes(href))).toEqual([]);

    // The app's own page now: its Back link moves within the app, without loading a document.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('link', { name: /Back to Clinical News/ }).click();
    await expect(page).toHaveURL(/\/community\/news\/clinicalnews$/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("an article under another list's address, or none at all, is not found, drawn or not", async ({ page }) => {
    await openArticle(page, CLINICAL[1]);
    const wrongList = page.url().replace('/clinicalnews/', '/journalwatch/');
    for (const address of [wrongList, wrongList.replace(/\d+$/, '99999999')]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: '404: Page not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Community' })).toBeVisible();
      await expect(page.getByRole('heading', { name: CLINICAL[1] })).toHaveCount(0);
    }
  });

  test('comments: add, reply, page through and delete', async ({ page }) => {
    // The card shows the article's comment count (replies included), one more for each posted.
    const countOnCard = (on: Page) => card(on, CLINICAL[0]).getByText(/^\d+ comments?$/);
    await page.goto('/community/news/clinicalnews?sortBy=added');
    const before = Number.parseInt((await countOnCard(page).textContent()) ?? '', 10);
    expect(before).toBeGreaterThanOrEqual(7);
    await openArticle(page, CLINICAL[0]);
    const comments = page.getByRole('region', { name: 'Comments' });
    const text = `E2E comment ${randomWord()}`;
    await expect(comments.getByText(/Please report adverse events in the USA to/)).toBeVisible();
    await comments.getByRole('textbox', { name: 'Add a comment' }).fill(text);
    await comments.getByRole('button', { name: 'Post Comment' }).click();
    const mine = comments.getByRole('listitem', { name: 'Comment by Alice Member' }).filter({ hasText: text });
    await expect(mine).toBeVisible();
    await expect(comments.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');

    // Reply.
    await mine.getByRole('button', { name: 'Reply' }).click();
    await mine.getByRole('textbox', { name: 'Your reply' }).fill('E2E reply');
    await mine.getByRole('button', { name: 'Post Reply' }).click();
    const reply = mine.getByRole('listitem', { name: 'Reply by Alice Member' });
    await expect(reply).toContainText('E2E reply');
    const list = await page.context().newPage();
    await list.goto('/community/news/clinicalnews?sortBy=added');
    await expect(countOnCard(list)).toHaveText(`${before + 2} comments`);
    await list.close();

    // 8 comments now (7 sample): 5 on page 1, then View more / View recent.
    await expect(comments.getByRole('listitem', { name: /^Comment by/ })).toHaveCount(5);
    await comments.getByRole('button', { name: 'View more comments' }).click();
    await expect(comments.getByRole('listitem', { name: /^Comment by/ })).toHaveCount(3);
    await expect(comments.getByRole('button', { name: 'View more comments' })).toHaveCount(0);
    await comments.getByRole('button', { name: 'View recent comments' }).click();
    await expect(mine).toBeVisible();

    // Delete shows only on my own items; the reply first, then the comment.
    const sampleComment = comments.getByRole('listitem', { name: /^Comment by Sample/ }).first();
    await expect(sampleComment.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    // Another member's comment has a menu instead (its replies one each): a click opens it (its
    // code fetched then), and Escape closes it with the focus back on its button.
    const more = sampleComment.getByRole('button', { name: /^More actions for the comment by Sample/ }).first();
    await more.click();
    await expect(page.getByRole('menuitem', { name: 'Report comment' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(more).toBeFocused();
    await reply.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete reply' }).getByRole('button', { name: 'Delete' }).click();
    await expect(mine.getByRole('listitem', { name: 'Reply by Alice Member' })).toHaveCount(0);
    await mine.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('dialog', { name: 'Delete comment' }).getByRole('button', { name: 'Delete' }).click();
    await expect(comments.getByText(text)).toHaveCount(0);
  });

  test('moderation: a message for each of the four categories', async ({ page }) => {
    await openArticle(page, CLINICAL[2]);
    const comments = page.getByRole('region', { name: 'Comments' });
    const box = comments.getByRole('textbox', { name: 'Add a comment' });
    const post = comments.getByRole('button', { name: 'Post Comment' });
    const cases: Array<[string, string]> = [
      // The spec's sentence, then the words it objects to, as written.
      ['This is shit', 'Profanity in comment is not allowed Found: "shit".'],
      [
        'This shit is on example.com',
        'Inappropriate Content: Profanity and External link not allowed (please refer to the website terms and conditions) Found: "shit", "example.com".',
      ],
      [
        'Write to jane.doe@example.com for the slides',
        'Inappropriate Content: Personal branding not allowed (please refer to the website terms and conditions) Found: "jane.doe@example.com".',
      ],
      [
        'See https://example.org/aatd for details',
        'Inappropriate Content: External link not allowed (please refer to the website terms and conditions) Found: "https://example.org/aatd".',
      ],
    ];
    for (const [text, message] of cases) {
      await box.fill(text);
      await post.click();
      await expect(comments.getByRole('alert')).toHaveText(message);
      // What was typed stays so it can be corrected.
      await expect(box).toHaveValue(text);
    }
    await expect(comments.getByText('No comments found')).toBeVisible();
  });

  test('rating: submit, thank-you popup, and told on a second try', async ({ page }) => {
    await openArticle(page, CLINICAL[3]);
    const rate = async () => {
      await page.getByRole('button', { name: /^Rate Article/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Rate Article' });
      // People click the star; the radio inside it is what assistive technology uses.
      await dialog.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
      await dialog.getByRole('button', { name: 'Submit' }).click();
    };
    await rate();
    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(thanks).toContainText('your rating has been submitted');
    await thanks.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(thanks).toHaveCount(0);
    // The rating popup closed on submit; a second try is told at once, with no stars to pick.
    await expect(page.getByRole('dialog', { name: 'Rate Article' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Rate Article/ }).click();
    const again = page.getByRole('dialog', { name: 'Rate Article' });
    await expect(again).toContainText('You seem to have already rated the article previously');
    await expect(again.getByRole('radio')).toHaveCount(0);
    await again.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(again).toHaveCount(0);
  });

  test('favourite, find it in My Account, then unsave', async ({ page }) => {
    const title = CLINICAL[4]!;
    await page.goto('/community/news/clinicalnews');
    const favourite = card(page, title).getByRole('button', { name: `Add to Favorites: ${title}` });
    await favourite.click();
    await expect(card(page, title).getByRole('button', { name: `Added to Favorites: ${title}` })).toBeVisible();

    await page.goto('/community/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    for (const name of ['Edit Profile', 'Change Password']) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    const favorites = page.getByRole('region', { name: 'FAVORITES' });
    const item = favorites.getByRole('listitem').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item.getByRole('img', { name: /^(Open access|No open access)$/ })).toBeVisible();
    await item.getByRole('link', { name: `View ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await favorites.getByRole('button', { name: `Unsave ${title}` }).click();
    await expect(favorites.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  });

  test('share an article with another member: it arrives as a private message', async ({ page, browser }) => {
    await openArticle(page, CLINICAL[1]);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this article' });
    // Disabled while no member is chosen (one rule for every form).
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    // The paged list of members is there, 6 per page, and the typeahead finds Bob.
    await expect(dialog.getByRole('group', { name: 'Choose Member' }).getByRole('radio')).not.toHaveCount(0);
    await dialog.getByLabel('Search member').fill('Bob');
    await dialog.getByRole('button', { name: 'Dr. Bob Member' }).click();
    await expect(dialog.getByText('Chosen: Dr. Bob Member')).toBeVisible();
    await dialog.getByLabel(/Add Message/).fill('Worth a read');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('YOU HAVE SUCCESSFULLY SHARED THE ARTICLE')).toBeVisible();

    // Bob finds it as a private message from Alice, with the link to the article.
    const bobContext = await browser.newContext();
    const bob = await bobContext.newPage();
    await enterAs(bob, users.bob);
    await bob.goto('/mymessage');
    await bob
      .getByRole('link', { name: /^View messages with .*Alice Member$/ })
      .first()
      .click();
    await expect(bob.getByText('Worth a read').last()).toBeVisible();
    await bob.getByRole('link', { name: 'Open the shared page' }).last().click();
    await expect(bob.getByRole('heading', { level: 1, name: CLINICAL[1] })).toBeVisible();
    await bobContext.close();
  });

  test('leave-site warning: Cancel closes, Continue opens the article in a new window', async ({ page, context }) => {
    await context.route('https://doi.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>External</title>' }),
    );
    await openArticle(page, CLINICAL[2]);
    await page.getByRole('button', { name: 'Go to Article' }).click();
    const warning = page.getByRole('dialog', { name: 'Leaving the site' });
    await expect(warning).toContainText(
      'You are about to leave the site; no control over the content of the site you are about to view',
    );
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await expect(warning).toHaveCount(0);

    await page.getByRole('button', { name: 'Go to Article' }).click();
    const [popup, views] = await Promise.all([
      context.waitForEvent('page'),
      page.waitForResponse((r) => r.url().includes('/api/update-view-count/') && r.request().method() === 'POST'),
      warning.getByRole('button', { name: 'Continue' }).click(),
    ]);
    // The article the item draws on: the ERS statement (2017), by its DOI.
    await expect(popup).toHaveURL('https://doi.org/10.1183/13993003.00610-2017');
    expect(views.status()).toBe(200);
    // noopener: the new window has no handle on this one.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(warning).toHaveCount(0);
  });

  test('a 401 signs the member out', async ({ page }) => {
    await page.goto('/community/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Information' })).toBeVisible();
    await page.evaluate(() => {
      const raw = localStorage.getItem('loggedInUser');
      const session = raw ? (JSON.parse(raw) as Record<string, string>) : {};
      localStorage.setItem('loggedInUser', JSON.stringify({ ...session, access_token: 'revoked-token' }));
    });
    await page.goto('/community/news/journalwatch');
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap opens the literature search criteria and a tap elsewhere closes them', async ({ page }) => {
    await enterAs(page, users.alice);
    await page.goto('/community/news/keyarticles');
    await page.getByRole('button', { name: 'Literature search criteria' }).tap();
    await expect(page.getByRole('tooltip')).toContainText('English language only');
    await page.getByRole('heading', { level: 1, name: 'Key Review Articles' }).tap();
    await expect(page.getByRole('tooltip')).toBeHidden();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { enterAs, pageAs } from './fixtures/sessions.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { users } from './fixtures/users.js';
import { api } from './fixtures/member-api.js';

// Private messaging (live badge, paging, report and block) and site search, part 2 §2.14, §2.16.
// Serial: later tests read the conversation the first one started.
test.describe.configure({ mode: 'serial' });

const myId = async (page: Page) => (await api<{ id: number }>(page, 'GET', '/api/user')).id;
const unseen = async (page: Page) =>
  (await api<{ count: number }>(page, 'GET', '/api/user/unseen-messages/count')).count;
/** The unseen-message badge on the header's profile menu (absent at 0). */
const badge = (page: Page) => page.getByRole('button', { name: /^Profile menu for/ }).getByTestId('unseen-badge');
const expectBadge = async (page: Page, count: number) =>
  count > 0
    ? expect(badge(page)).toHaveText(String(count), { timeout: 15_000 })
    : expect(badge(page)).toHaveCount(0, { timeout: 15_000 });

test('two members exchange messages and the badge follows live', async ({ page, browser }) => {
  await enterAs(page, users.erin);
  const bob = await pageAs(browser, users.frank);
  const bobId = await myId(bob);
  await bob.goto('/mymessage');
  await expect(bob.getByRole('heading', { name: 'My Messages' })).toBeVisible();
  const before = await unseen(bob);
  await expectBadge(bob, before);

  await page.goto(`/message/${bobId}`);
  await expect(page.getByRole('heading', { name: 'Contact' })).toBeVisible();
  const name = page.getByLabel('Member name');
  await expect(name).toBeDisabled();
  await expect(name).toHaveValue('Dr. Frank Member');
  const message = page.getByLabel('Message', { exact: true });
  await message.fill('x');
  await message.fill('');
  await expect(page.getByText('Message cannot be left empty')).toBeVisible();
  await message.fill('This is shit');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Profanity in message is not allowed')).toBeVisible();
  const text = 'Hello Bob, a question about the ZZ case from clinic.';
  await message.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! your message has been sent' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'HOME', exact: true })).toBeVisible();

  // Bob's header and list update without a reload.
  await expectBadge(bob, before + 1);
  const card = bob.getByRole('listitem').filter({ hasText: 'Dr. Erin Member' });
  await expect(card.getByText(text)).toBeVisible();
  await expect(card.getByText(/\d+ new/)).toBeVisible();
  await expectNoSeriousA11yViolations(bob);

  await card.getByRole('link', { name: 'View messages with Dr. Erin Member' }).click();
  await expect(bob.getByRole('heading', { name: 'Dr. Erin Member' })).toBeVisible();
  await expect(bob.getByText(text)).toBeVisible();
  await expectBadge(bob, before);
  await expectNoSeriousA11yViolations(bob);

  // Bob replies; Alice's badge rises live and falls when she reads it.
  await page.goto('/community');
  const aliceBefore = await unseen(page);
  const reply = bob.getByLabel('Reply Message');
  // The standing note on reporting adverse events sits beside every message box.
  await expect(bob.getByText(/Please report adverse events in the USA to/)).toBeVisible();
  await reply.fill('x');
  await reply.fill('');
  await expect(bob.getByText('Reply Message is required')).toBeVisible();
  await reply.fill('Hi Alice, happy to help.');
  await bob.getByRole('button', { name: 'Reply' }).click();
  await expect(bob.getByText('Hi Alice, happy to help.')).toBeVisible();
  await expectBadge(page, aliceBefore + 1);
  await page.goto(`/mymessageclickthrough/${bobId}`);
  await expect(page.getByText('Hi Alice, happy to help.')).toBeVisible();
  await expectBadge(page, aliceBefore);
  await bob.context().close();
});

test('a long conversation pages by 3 from the newest', async ({ page, browser }) => {
  const bob = await pageAs(browser, users.bob);
  const bobId = await myId(bob);
  await bob.context().close();
  await enterAs(page, users.alice);
  for (let i = 1; i <= 7; i += 1) {
    await api(page, 'POST', '/api/messages', { receiverId: bobId, messageText: `Paging message ${i}` });
  }
  await page.goto(`/mymessageclickthrough/${bobId}`);
  const history = page.getByRole('list', { name: 'Messages with Dr. Bob Member' });
  const shown = async (...n: number[]) => {
    for (const i of n) await expect(history.getByText(`Paging message ${i}`, { exact: true })).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveCount(n.length);
  };
  await shown(5, 6, 7);
  await expect(page.getByRole('button', { name: 'Load recent messages' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Load previous messages' }).click();
  await shown(2, 3, 4);
  await page.getByRole('button', { name: 'Load recent messages' }).click();
  await shown(5, 6, 7);
});

test('report, block, and the not-allowed text on both sides', async ({ page, browser }) => {
  const carol = await pageAs(browser, users.carol);
  const carolId = await myId(carol);
  await enterAs(page, users.alice);
  const aliceId = await myId(page);
  await api(page, 'POST', '/api/messages', { receiverId: carolId, messageText: 'Hello Carol' });

  await page.goto(`/mymessageclickthrough/${carolId}`);
  await page.getByRole('button', { name: 'Report Messages' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Messages' });
  // It names the member reported and asks for no address: the reporter is signed in.
  await expect(dialog.getByText(/^Reporting /)).toContainText('Carol');
  await expect(dialog.getByLabel('Member email')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const reason = dialog.getByLabel('Report message');
  await reason.fill('x');
  await reason.fill('');
  await expect(dialog.getByText('Report Message cannot be left empty')).toBeVisible();
  await reason.fill('Unsolicited messages.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Thank you for your message. Appropriate action will be taken.')).toBeVisible();
  // The sent form is emptied, so the same report cannot go twice.
  await expect(reason).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await reason.fill('Still unsolicited, please block.');
  await dialog.getByLabel('Block this member').check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('YOU HAVE SUCCESSFULLY BLOCKED THE USER')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText("You're not allowed to message this recipient")).toBeVisible();
  await expect(page.getByLabel('Reply Message')).toHaveCount(0);

  await carol.goto(`/mymessageclickthrough/${aliceId}`);
  await expect(carol.getByText('Hello Carol')).toBeVisible();
  await expect(carol.getByText("You're not allowed to message this recipient")).toBeVisible();
  await carol.goto(`/message/${aliceId}`);
  await carol.getByLabel('Message', { exact: true }).fill('Why?');
  await carol.getByRole('button', { name: 'Send' }).click();
  await expect(carol.getByText('You are not allowed to message the recipient.')).toBeVisible();
  await carol.context().close();
});

test('site search: every group, a category and the article results page', async ({ page }) => {
  await enterAs(page, users.alice);
  // Posts of every area are about AATD.
  const quick = page.getByRole('search', { name: 'Quick search' });
  await quick.getByLabel('Site Search').fill('AATD');
  await quick.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=AATD$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AATD' })).toBeVisible();
  for (const group of [
    'Articles',
    'Rare Haematology',
    'Rare Genetic Diseases',
    'Oncology',
    'Immunology',
    'Gastroenterology',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
  }
  await expect(page.locator('main mark').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Each group shows 3 hits and links to all of them: one group, 10 per page.
  const seeAll = page.getByRole('link', { name: /^See all \d+ in Articles$/ });
  const total = Number(/\d+/.exec((await seeAll.textContent()) ?? '')![0]);
  expect(total).toBeGreaterThan(10); // the sample news alone has more than a page
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\/articles\?q=AATD$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Articles' })).toBeVisible();
  const hits = page.getByRole('region', { name: 'Articles' }).getByRole('heading', { level: 3 });
  await expect(hits).toHaveCount(10);
  const firstPage = await hits.allTextContents();
  await page.getByRole('navigation', { name: 'Articles result pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/search\/articles\?q=AATD&page=2$/);
  await expect(hits.first()).not.toHaveText(firstPage[0]!); // page 1 stays until page 2 arrives
  await expect(hits).toHaveCount(Math.min(10, total - 10));
  expect(await hits.allTextContents()).not.toContain(firstPage[0]);

  // The sample members' names carry the word "sample".
  await quick.getByLabel('Site Search').fill('sample');
  await quick.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sample' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Profiles', exact: true })).toBeVisible();

  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'SEARCH' })).toBeVisible();
  const form = page.getByRole('search', { name: 'Search', exact: true });
  const box = form.getByPlaceholder('Site Search');
  await box.fill('   ');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SEARCH' })).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);
  await box.fill('qwxzv nothing matches');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No relevant result found')).toBeVisible();
  // Typo-tolerant member names; the searcher is never among them.
  await box.fill('Bobb Membr');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Profiles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dr. Bob Member' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Bobb Membr' })).toBeVisible();
  await box.fill('Alice Member');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: 'Dr. Alice Member' })).toHaveCount(0);

  await page.goto('/search/oncology');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Oncology' })).toBeVisible();
  const category = form.getByPlaceholder('Search Oncology');
  await category.fill('multidisciplinary');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Oncology' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lung nodules on CT in people with AATD' })).toBeVisible();
  await category.fill('qwxzv');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No match found for Oncology')).toBeVisible();

  await page.goto('/community/news/searcharticle/augmentation%20therapy');
  await expect(page.getByRole('heading', { name: 'SEARCH RESULTS: augmentation therapy' })).toBeVisible();
  await expect(page.locator('main mark').first()).toBeVisible();
});

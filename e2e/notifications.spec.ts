import { expect, test } from '@playwright/test';
import { enterAs, pageAs } from './fixtures/sessions.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { users } from './fixtures/users.js';
import { randomWord } from './fixtures/random-word.js';

// The notifications centre: a reply raises the bell in the other member's open page without a
// reload, the page lists and marks it, and the reply's e-mail unsubscribes in one click.
test.describe.configure({ mode: 'serial' });

const ARTICLE = 'Reading a serum AAT level: acute-phase rises and units';
const bell = (page: import('@playwright/test').Page) => page.getByTestId('notification-bell');

test('a reply raises the bell of the comment’s author live, and the page marks it read', async ({ page, browser }) => {
  await enterAs(page, users.nina);
  await page.goto('/community/news/clinicalnews?sortBy=added');
  await page.getByRole('link', { name: ARTICLE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE })).toBeVisible();
  const comments = page.getByRole('region', { name: 'Comments' });
  const text = `Notify me ${randomWord()}`;
  await comments.getByRole('textbox', { name: 'Add a comment' }).fill(text);
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(
    comments.getByRole('listitem', { name: 'Comment by Nina Notified' }).filter({ hasText: text }),
  ).toBeVisible();
  // The stream sends the current count when it opens: the bell shows no number yet.
  await expect(bell(page)).toHaveAccessibleName('Notifications', { timeout: 15_000 });

  const niko = await pageAs(browser, users.niko);
  await niko.goto(page.url());
  const theirs = niko
    .getByRole('region', { name: 'Comments' })
    .getByRole('listitem', { name: 'Comment by Nina Notified' })
    .filter({ hasText: text });
  await theirs.getByRole('button', { name: 'Reply' }).click();
  await theirs.getByRole('textbox', { name: 'Your reply' }).fill('A reply worth hearing of');
  await theirs.getByRole('button', { name: 'Post Reply' }).click();
  await expect(theirs.getByRole('listitem', { name: 'Reply by Niko Replier' })).toBeVisible();
  await niko.context().close();

  // Nina's page was never reloaded.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await expect(bell(page).getByTestId('notification-count')).toHaveText('1');

  await bell(page).click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: /Niko Replier replied to your comment on/ });
  await expect(item).toContainText(ARTICLE);
  await expect(item.getByText('New')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(item.getByText('New')).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

  // It fits a phone, and the item leads to its article.
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await item.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE })).toBeVisible();
});

test('the reply’s e-mail unsubscribes in one click, without signing in', async ({ browser, request }) => {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (
        await request.get(`/api/dev/mail?to=${encodeURIComponent(users.nina.email)}`)
      ).json()) as Array<{
        subject: string;
        text: string;
      }>;
      // The reply's own mail (a digest carries an unsubscribe link too).
      path = mails
        .filter((m) => m.subject.startsWith('A reply to my comment'))
        .map((m) => /\/notifications\/unsubscribe\/[\w.%-]+/.exec(m.text)?.[0])
        .find(Boolean);
      return path;
    })
    .toBeTruthy();
  // A fresh context: nobody is signed in.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(path!);
  await expect(visitor.getByRole('heading', { name: 'Stop these e-mails' })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByText('You will no longer receive e-mails for “A reply to my comment”')).toBeVisible();
  await context.close();

  // What a mail client does with List-Unsubscribe-Post (RFC 8058): the same token, POSTed as a form.
  const token = decodeURIComponent(path!.split('/').pop()!);
  const res = await request.post(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ kind: 'commentReply', channel: 'inApp' });
});

test('a member follows a therapy area from its page and stops following it in My Account', async ({ page }) => {
  await enterAs(page, users.nina);
  await page.goto('/community/education/oncology');
  await expect(page.getByRole('heading', { level: 1, name: 'Oncology' })).toBeVisible();
  const follow = page.getByRole('button', { name: 'Follow Oncology' });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  const following = page.getByRole('button', { name: 'Following Oncology' });
  await expect(following).toHaveText('Following');
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);

  // Still following after a reload; My Account lists it with its own button.
  await page.goto('/community/accounts#notifications');
  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(section.getByRole('heading', { name: 'Areas and topics I follow' })).toBeVisible();
  await section.getByRole('button', { name: 'Following Oncology' }).click();
  await expect(section.getByText('You follow nothing yet')).toBeVisible();
});

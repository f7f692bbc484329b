import { expect, test } from '@playwright/test';
import { enterAs, pageAs } from './fixtures/sessions.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { users } from './fixtures/users.js';
import { randomWord } from './fixtures/random-word.js';

// A safety reviewer working a possible adverse event: a member's comment that mentions a reaction
// after the product opens a case without blocking the member, and a later comment of theirs under
// the same post is its follow-up; the reviewer finds the case at /admin/safety, sees the evidence
// and the due date, forwards it to pharmacovigilance with PV's reference and downloads its E2B file.
// A comment screening lets pass, reported by another member as a possible adverse event, opens its
// case at once, with the comment's own time as day 0 and the reporter's note.
test.describe.configure({ mode: 'serial' });

// Rated in news.spec.ts, but nobody there counts its comments.
const ARTICLE = 'Augmentation therapy: what it is and whom it is for';
const REPORT = `After the infusion of alpha-1 proteinase inhibitor my patient developed a rash (${randomWord()}).`;
// Screening finds no adverse event here: only the reporter knows what the patient told him.
const UNSCREENED = `Mrs K. has not been quite herself since her last clinic visit (${randomWord()}).`;
const REPORTER_NOTE = `She told me the dizzy spells began the day after her infusion (${randomWord()}).`;
const FOLLOW_UP = `Update: after the next alpha-1 proteinase inhibitor infusion the rash came back (${randomWord()}).`;

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
  // The reply box carries the same note as the comment box.
  const posted = comments.getByRole('listitem', { name: 'Comment by Gwen Member' }).filter({ hasText: REPORT });
  await posted.getByRole('button', { name: 'Reply' }).click();
  await expect(posted.getByRole('form', { name: 'New reply' }).getByText(/Please report adverse events/)).toBeVisible();
  await posted.getByRole('button', { name: 'Reply', exact: true }).click();
  // A later comment by the same member under the same post follows the case up.
  await comments.getByRole('textbox', { name: 'Add a comment' }).fill(FOLLOW_UP);
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(
    comments.getByRole('listitem', { name: 'Comment by Gwen Member' }).filter({ hasText: FOLLOW_UP }),
  ).toBeVisible();
});

test('a safety reviewer takes the case from new to forwarded with a PV reference and downloads its E2B file', async ({
  browser,
}) => {
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

  // The evidence the screening found is highlighted in the text; the due date follows from day 0.
  const verbatim = page.getByTestId('case-verbatim');
  await expect(verbatim.locator('mark').filter({ hasText: 'rash' })).toBeVisible();
  await expect(page.getByTestId('case-due')).toContainText('non-serious: 90 calendar days from day 0');
  // The later comment is listed as its follow-up.
  await expect(page.getByRole('region', { name: 'Follow-ups' })).toContainText(FOLLOW_UP);

  // Screening pre-filled the criteria; the reviewer confirms and forwards the case.
  const criteria = page.getByRole('group', { name: /Minimum criteria of a valid report/ });
  for (const name of ['Identifiable reporter', 'Identifiable patient', 'Suspect product', 'Adverse event']) {
    await criteria.getByRole('checkbox', { name }).check();
  }
  await page.getByLabel('Assignee').selectOption({ label: 'Dr. Sasha Safety' });
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Forwarded to pharmacovigilance' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Forwarding without PV's reference is refused, and says what is missing.
  await expect(
    page.getByText("Enter pharmacovigilance's reference number for the forwarded case.").first(),
  ).toBeVisible();
  await page.getByLabel(/^PV reference number/).fill('PV-E2E-0001');
  await page.getByLabel(/^Note/).fill('Forwarded to the PV database.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The case was saved.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Case \d+$/ })).toBeVisible();
  await expect(page.getByText('Forwarded to pharmacovigilance').first()).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Forwarded to the PV database.');
  await expect(history).toContainText('Dr. Sasha Safety');

  // The E2B file for the PV database.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download E2B file' }).click();
  expect((await download).suggestedFilename()).toMatch(/-e2b-r3\.xml$/);
  await expectNoSeriousA11yViolations(page);

  // It has left the "New" list and is listed as forwarded.
  await page.getByRole('link', { name: /Back to safety cases/ }).click();
  await page.getByLabel('State').selectOption({ label: 'Forwarded to pharmacovigilance' });
  await expect(page.getByRole('row').filter({ hasText: REPORT })).toContainText('Forwarded to pharmacovigilance');
  await page.getByLabel('State').selectOption({ label: 'New' });
  await expect(page.getByRole('row').filter({ hasText: REPORT })).toHaveCount(0);
  await page.context().close();
});

test('at 390 px the case page is usable without sideways scrolling', async ({ browser }) => {
  const page = await pageAs(browser, users.safety, { width: 390, height: 844 });
  await page.goto('/admin/safety');
  await page.getByRole('row').filter({ hasText: REPORT }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Case \d+$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
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

test('a member reports a comment as a possible adverse event; the case opens at once with day 0 and the note', async ({
  browser,
}) => {
  const wren = await pageAs(browser, users.wren);
  await wren.goto('/community/news/clinicalnews?sortBy=added');
  await wren.getByRole('link', { name: ARTICLE, exact: true }).click();
  const wrenComments = wren.getByRole('region', { name: 'Comments' });
  await wrenComments.getByRole('textbox', { name: 'Add a comment' }).fill(UNSCREENED);
  await wrenComments.getByRole('button', { name: 'Post Comment' }).click();
  const written = wrenComments
    .getByRole('listitem', { name: 'Comment by Wren Member' })
    .filter({ hasText: UNSCREENED });
  await expect(written).toBeVisible();
  const writtenAt = await written.locator('time').first().getAttribute('datetime');
  expect(writtenAt).toBeTruthy();
  await wren.context().close();

  // Another member reports it, a while later, as a possible adverse event with a note.
  const xavi = await pageAs(browser, users.xavi);
  await xavi.goto('/community/news/clinicalnews?sortBy=added');
  await xavi.getByRole('link', { name: ARTICLE, exact: true }).click();
  const item = xavi
    .getByRole('region', { name: 'Comments' })
    .getByRole('listitem', { name: 'Comment by Wren Member' })
    .filter({ hasText: UNSCREENED });
  await item.getByRole('button', { name: 'More actions for the comment by Wren Member' }).click();
  await xavi.getByRole('menuitem', { name: 'Report comment' }).click();
  const dialog = xavi.getByRole('dialog', { name: 'Report comment' });
  await dialog.getByRole('radio', { name: 'Possible adverse event' }).check();
  await dialog.getByLabel(/Anything the moderators/).fill(REPORTER_NOTE);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toContainText('The safety team has your report of a possible adverse event');
  await xavi.context().close();

  // The safety reviewer finds the case among the new ones, with no moderator in between.
  const page = await pageAs(browser, users.safety);
  await page.goto('/admin/safety?state=new');
  const row = page.getByRole('row').filter({ hasText: UNSCREENED });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: /^Case \d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Case \d+$/ })).toBeVisible();
  await expect(page.getByRole('blockquote')).toHaveText(UNSCREENED);
  // Day 0 is when Wren wrote the comment, not when Xavi reported it.
  const dayZero = page
    .getByRole('definition')
    .filter({ has: page.locator('time') })
    .first();
  await expect(dayZero.locator('time')).toHaveAttribute('datetime', writtenAt!);
  await expect(page.getByRole('heading', { name: "The reporting member's note" })).toBeVisible();
  await expect(page.getByText(REPORTER_NOTE)).toBeVisible();
  await expect(page.getByText(/Reported by .*Xavi Member/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.context().close();
});

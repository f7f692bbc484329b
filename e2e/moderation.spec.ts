import { expect, test, type Page } from '@playwright/test';
import { submitLogin } from './fixtures/auth.js';
import { pageAs } from './fixtures/sessions.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { users, type E2eUser } from './fixtures/users.js';
import { api } from './fixtures/member-api.js';
import { randomWord } from './fixtures/random-word.js';

// The moderation queue: a member reports a comment; a moderator hides it and warns the
// author, who sees both; a moderator suspends a member, who is signed out and told why and until
// when; hides and warns in one submit with a saved reply; silences a member, who is told on writing. Serial: the journeys build on each other's accounts.
test.describe.configure({ mode: 'serial' });

const ARTICLE = 'Augmentation therapy: what it is and whom it is for';

const openArticle = async (page: Page) => {
  await page.goto('/community/news/clinicalnews?sortBy=added');
  await page.getByRole('link', { name: ARTICLE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE })).toBeVisible();
  return page.getByRole('region', { name: 'Comments' });
};

async function writeComment(page: Page, text: string) {
  const comments = await openArticle(page);
  await comments.getByRole('textbox', { name: 'Add a comment' }).fill(text);
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(comments.getByRole('listitem', { name: /^Comment by/ }).filter({ hasText: text })).toBeVisible();
}

/** Reports the comment with this text through its menu and the dialog, by keyboard. */
async function reportComment(page: Page, author: E2eUser, text: string, reason: string, details?: string) {
  const comments = await openArticle(page);
  const item = comments
    .getByRole('listitem', { name: `Comment by ${author.first} ${author.last}` })
    .filter({ hasText: text });
  const trigger = item.getByRole('button', { name: `More actions for the comment by ${author.first} ${author.last}` });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Report comment' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Report comment' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: reason }).check();
  if (details) await dialog.getByLabel(/Tell the moderators|Anything the moderators/).fill(details);
  return dialog;
}

/** Opens the newest open item about this text in the console. */
async function openItem(page: Page, text: string) {
  await page.goto('/admin/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: text });
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Item #\d+: Comment report$/ })).toBeVisible();
}

/** Applies one decision of one or several steps, each with its reason (and period for a sanction). */
async function decide(page: Page, steps: Array<{ action: string; reason?: string; period?: string }>) {
  for (const step of steps) {
    await page.getByRole('checkbox', { name: new RegExp(`^${step.action}`) }).check();
    if (step.period) {
      const label = step.action.startsWith('Silence') ? 'Silence for' : 'Suspend for';
      await page.getByLabel(label).selectOption({ label: step.period });
    }
    if (step.reason) await page.getByLabel(`Reason for “${step.action}”`).fill(step.reason);
  }
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'Decision' })).toBeVisible();
  for (const step of steps) if (step.reason) await expect(page.getByText(step.reason).first()).toBeVisible();
}

test('a member reports a comment; a moderator hides it and warns the author, who sees the warning', async ({
  browser,
}) => {
  // Three people sign in (the moderator with a second factor) and take some twenty steps, as the
  // console journeys do: their room, not the default's.
  test.setTimeout(180_000);
  const text = `Colleagues who disagree with me are simply clueless ${randomWord()}`;
  const gina = await pageAs(browser, users.gina);
  await writeComment(gina, text);

  const hugo = await pageAs(browser, users.hugo);
  const dialog = await reportComment(hugo, users.gina, text, 'Profanity', 'Insults colleagues.');
  await expectNoSeriousA11yViolations(hugo);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you. A moderator will review this comment.');
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

  const mona = await pageAs(browser, users.moderator);
  await openItem(mona, text);
  await expect(mona.getByText('Insults colleagues.')).toBeVisible();
  await expect(mona.getByRole('heading', { name: `Thread on “${ARTICLE}”` })).toBeVisible();
  await expect(mona.getByText(`Reporter: Dr. ${users.hugo.first} ${users.hugo.last}`)).toBeVisible();
  await mona.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(mona);
  await decide(mona, [{ action: 'Hide the content', reason: 'Insulting colleagues is not allowed.' }]);

  // The others no longer see it; the author sees it hidden, with the reason.
  const comments = await openArticle(hugo);
  await expect(comments.getByText(text)).toHaveCount(0);
  const own = (await openArticle(gina))
    .getByRole('listitem', { name: 'Comment by Gina Member' })
    .filter({ hasText: text });
  await expect(own.getByRole('note')).toHaveText(
    'Hidden by a moderator: only you can see this. Reason: Insulting colleagues is not allowed.',
  );

  // A second report, answered with a warning.
  const second = `Another remark ${randomWord()}`;
  await writeComment(gina, second);
  const again = await reportComment(hugo, users.gina, second, 'Other', 'Rude towards colleagues.');
  await again.getByRole('button', { name: 'Send report' }).click();
  await expect(again.getByRole('status')).toBeVisible();
  await openItem(mona, second);
  // The author's history shows the earlier decision.
  await expect(mona.getByText('Insulting colleagues is not allowed.')).toBeVisible();
  await decide(mona, [{ action: 'Warn the member', reason: 'Please keep a collegial tone with colleagues.' }]);

  // The member page lists both reports with what came of them.
  await mona.goto(`/admin/members?q=${encodeURIComponent(users.gina.email)}`);
  await mona.getByRole('link', { name: 'Dr. Gina Member' }).click();
  const reports = mona.getByRole('region', { name: 'Reports' });
  await expect(reports.getByRole('row').filter({ hasText: 'Content hidden' })).toContainText('Author of the content');
  await expect(reports.getByRole('row').filter({ hasText: 'Warned' })).toContainText('Other');

  await gina.goto('/community');
  const notices = gina.getByRole('region', { name: 'Messages from the moderators' });
  await expect(notices).toContainText('A warning from the moderators');
  await expect(notices).toContainText('Please keep a collegial tone with colleagues.');
  await expect(notices).toContainText(
    'A moderator hid one of your comments. Reason: Insulting colleagues is not allowed.',
  );
  await expectNoSeriousA11yViolations(gina);
  await notices.getByRole('button', { name: 'I have read this' }).first().click();
  await expect(notices.getByRole('button', { name: 'I have read this' })).toHaveCount(1);
});

test('a moderator suspends a member, who is signed out and sees the notice at login', async ({ browser }) => {
  const text = `I have spare vials to pass on to colleagues ${randomWord()}`;
  const ivan = await pageAs(browser, users.ivan);
  await writeComment(ivan, text);
  const hugo = await pageAs(browser, users.hugo);
  const dialog = await reportComment(hugo, users.ivan, text, 'Other', 'Selling medicines.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();

  const mona = await pageAs(browser, users.moderator);
  await openItem(mona, text);
  await decide(mona, [{ action: 'Suspend the member', reason: 'Selling medicines is not allowed.', period: '7 days' }]);
  await expect(mona.getByRole('status').filter({ hasText: /^Suspended until/ })).toBeVisible();

  // Ivan's next page load signs him out to the login page, which says why and until when (not
  // "Invalid access token"); signing in again is refused with the same words.
  await ivan.goto('/community/news/clinicalnews');
  await ivan.waitForURL(/\/login(\?|$)/, { timeout: 30_000 });
  const year = new Date(Date.now() + 7 * 24 * 3600 * 1000).getUTCFullYear();
  const told = ivan.getByRole('alert').filter({ hasText: 'Your account is suspended until' });
  await expect(told).toContainText('Reason: Selling medicines is not allowed.');
  await expect(told).toContainText(String(year));
  await expect(ivan.getByText('Invalid access token')).toHaveCount(0);
  await submitLogin(ivan, users.ivan.email, 'Sample-Pass-2026');
  await expect(ivan.getByRole('alert')).toContainText(/^Your account is suspended until .* UTC\./);
  await expect(ivan.getByRole('alert')).toContainText('Reason: Selling medicines is not allowed.');
  await expect(ivan).toHaveURL(/\/login/);
});

test('a moderator hides and warns from one report with a saved reply, in one submit', async ({ browser }) => {
  test.setTimeout(180_000);
  const mona = await pageAs(browser, users.moderator);
  const title = `Collegial tone ${randomWord()}`;
  const saved = 'Please keep discussions collegial: criticise ideas, not colleagues.';
  await mona.goto('/admin/moderation/replies');
  await expect(mona.getByRole('heading', { level: 1, name: 'Saved replies' })).toBeVisible();
  await mona.getByLabel('For the action').selectOption({ label: 'Warned' });
  await mona.getByLabel('Title').fill(title);
  await mona.getByLabel('Text').fill(saved);
  await mona.getByRole('button', { name: 'Save reply' }).click();
  await expect(
    mona.getByRole('region', { name: 'Saved replies' }).getByRole('row').filter({ hasText: title }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(mona);

  const text = `You are all incompetent here ${randomWord()}`;
  const gina = await pageAs(browser, users.gina);
  await writeComment(gina, text);
  const hugo = await pageAs(browser, users.hugo);
  const dialog = await reportComment(hugo, users.gina, text, 'Abuse or harassment');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();

  await openItem(mona, text);
  await mona.getByRole('button', { name: 'Claim' }).click();
  await expect(mona.getByText('Claimed by Dr. Mona Moderator')).toBeVisible();
  await mona.getByRole('checkbox', { name: /^Hide the content/ }).check();
  await mona.getByLabel('Reason for “Hide the content”').fill('Insults towards colleagues.');
  await mona.getByRole('checkbox', { name: /^Warn the member/ }).check();
  await mona.getByLabel('Saved reply for “Warn the member”').selectOption({ label: title });
  await expect(mona.getByLabel('Reason for “Warn the member”')).toHaveValue(saved);
  await expectNoSeriousA11yViolations(mona);
  await mona.getByRole('button', { name: 'Apply' }).click();
  const decision = mona.getByRole('heading', { name: 'Decision' }).locator('..');
  await expect(decision).toContainText('Content hidden: Insults towards colleagues.');
  await expect(decision).toContainText(`Warned: ${saved}`);

  await gina.goto('/community');
  const notices = gina.getByRole('region', { name: 'Messages from the moderators' });
  await expect(notices).toContainText(saved);
  await expect(notices).toContainText('A moderator hid one of your comments. Reason: Insults towards colleagues.');
  await expect((await openArticle(hugo)).getByText(text)).toHaveCount(0);
  for (const p of [mona, gina, hugo]) await p.context().close();
});

test('a silenced member can read but is told why and until when on writing', async ({ browser }) => {
  test.setTimeout(180_000);
  const text = `Misleading claim about dosing ${randomWord()}`;
  const sam = await pageAs(browser, users.sam);
  await writeComment(sam, text);
  const hugo = await pageAs(browser, users.hugo);
  const dialog = await reportComment(hugo, users.sam, text, 'Misinformation');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();

  const mona = await pageAs(browser, users.moderator);
  await openItem(mona, text);
  await decide(mona, [{ action: 'Silence the member', reason: 'Repeated misinformation.', period: '7 days' }]);
  await expect(mona.getByRole('status').filter({ hasText: /^Silenced \(read-only\) until/ })).toBeVisible();

  // Sam still reads the article and its comments, but a new comment is refused with the reason and end.
  const comments = await openArticle(sam);
  await expect(comments.getByText(text)).toBeVisible();
  await comments.getByRole('textbox', { name: 'Add a comment' }).fill('Let me add one more thing');
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  const year = new Date(Date.now() + 7 * 24 * 3600 * 1000).getUTCFullYear();
  const refusal = sam.getByText(/^Your account is read-only until .* UTC: you can read/);
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('Reason: Repeated misinformation.');
  await expect(refusal).toContainText(String(year));
  // What they typed is kept.
  await expect(comments.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('Let me add one more thing');
  for (const p of [mona, sam, hugo]) await p.context().close();
});

test('moderators edit the word lists, and a blocked term is refused at once', async ({ browser }) => {
  const mona = await pageAs(browser, users.moderator);
  await mona.goto('/admin/moderation/words');
  await expect(mona.getByRole('heading', { level: 1, name: 'Word lists and rules' })).toBeVisible();
  const term = `blockedterm${randomWord()}`;
  await mona.getByRole('combobox', { name: 'List' }).selectOption({ label: 'Watched terms' });
  await mona.getByRole('textbox', { name: 'Term' }).fill(term);
  await mona.getByRole('combobox', { name: 'When a text contains it' }).selectOption('block');
  await mona.getByRole('button', { name: 'Add' }).click();
  await expect(mona.getByRole('status')).toContainText(`“${term}” was added to Watched terms.`);
  await expectNoSeriousA11yViolations(mona);

  const hugo = await pageAs(browser, users.hugo);
  const comments = await openArticle(hugo);
  await comments.getByRole('textbox', { name: 'Add a comment' }).fill(`This mentions ${term} here`);
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(
    comments.getByText(`Your text contains "${term}", which this community does not allow.`, { exact: false }),
  ).toBeVisible();
  // The typed text is kept so it can be reworded.
  await expect(comments.getByRole('textbox', { name: 'Add a comment' })).toHaveValue(`This mentions ${term} here`);

  await mona.getByRole('button', { name: `Remove ${term} from Watched terms` }).click();
  await expect(mona.getByText(term, { exact: true })).toHaveCount(0);
});

test('a message with a held term waits for a moderator, who releases it to the recipient', async ({ browser }) => {
  // Three sign-ins (the moderator's with a second factor), two axe runs and some twenty-five steps:
  // 30 s here alone, and CI's loaded run took the default 90 s to the end. The first journey's room.
  test.setTimeout(180_000);
  const mona = await pageAs(browser, users.moderator);
  await mona.goto('/admin/moderation/words');
  const term = `holdterm${randomWord()}`;
  await mona.getByRole('combobox', { name: 'List' }).selectOption({ label: 'Watched terms' });
  await mona.getByRole('textbox', { name: 'Term' }).fill(term);
  await mona.getByRole('combobox', { name: 'When a text contains it' }).selectOption('hold');
  await mona.getByRole('button', { name: 'Add' }).click();
  await expect(mona.getByRole('status')).toContainText(`“${term}” was added to Watched terms.`);

  const kai = await pageAs(browser, users.kai);
  const kaiId = (await api<{ id: number }>(kai, 'GET', '/api/user')).id;
  const jade = await pageAs(browser, users.jade);
  const jadeId = (await api<{ id: number }>(jade, 'GET', '/api/user')).id;
  const text = `Could we talk about ${term} next week?`;
  await jade.goto(`/message/${kaiId}`);
  await jade.getByLabel('Message', { exact: true }).fill(text);
  await jade.getByRole('button', { name: 'Send' }).click();
  await expect(jade.getByRole('heading', { name: 'Your message is awaiting review' })).toBeVisible();
  // Only the sender sees it, marked awaiting review.
  await jade.goto(`/mymessageclickthrough/${kaiId}`);
  await expect(jade.getByText(text)).toBeVisible();
  await expect(jade.getByRole('note').filter({ hasText: 'Awaiting review' })).toBeVisible();
  await expectNoSeriousA11yViolations(jade);
  await kai.goto(`/mymessageclickthrough/${jadeId}`);
  await expect(kai.getByText(text)).toHaveCount(0);

  // The moderator finds it in the queue, with the conversation, and releases it.
  await mona.goto('/admin/moderation');
  await mona.getByRole('row').filter({ hasText: term }).getByRole('link').click();
  await expect(mona.getByRole('heading', { level: 1, name: /^Item #\d+: Rule/ })).toBeVisible();
  await expect(mona.getByRole('heading', { name: 'Conversation' })).toBeVisible();
  await expect(mona.getByText(text)).toBeVisible();
  await expect(mona.getByText('held for review')).toBeVisible();
  await expectNoSeriousA11yViolations(mona);
  // Release needs no reason.
  await mona.getByRole('checkbox', { name: /^Release/ }).check();
  await mona.getByRole('button', { name: 'Apply' }).click();
  await expect(mona.getByRole('heading', { name: 'Decision' })).toBeVisible();

  // Now the recipient has it, and the sender's mark is gone.
  await kai.goto(`/mymessageclickthrough/${jadeId}`);
  await expect(kai.getByText(text)).toBeVisible();
  await jade.reload();
  await expect(jade.getByText(text)).toBeVisible();
  await expect(jade.getByText(/Awaiting review/)).toHaveCount(0);

  await mona.goto('/admin/moderation/words');
  await mona.getByRole('button', { name: `Remove ${term} from Watched terms` }).click();
  await expect(mona.getByText(term, { exact: true })).toHaveCount(0);
  for (const p of [mona, kai, jade]) await p.context().close();
});

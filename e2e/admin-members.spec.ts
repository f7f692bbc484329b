import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { enterAs, pageAs } from './fixtures/sessions.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { users } from './fixtures/users.js';
import { apiStatus } from './fixtures/member-api.js';

// Member administration and the audit log: an admin finds a member, changes their
// role, signs them out everywhere (their next API call is refused), and the audit log shows both
// actions and exports them as CSV. Dedicated accounts: membersAdmin and target.
test.describe.configure({ mode: 'serial' });

test('an admin finds a member, changes their role, signs them out everywhere, and the audit log shows it', async ({
  browser,
}) => {
  const target = await pageAs(browser, users.target);
  expect(await apiStatus(target, '/api/user')).toBe(200);

  const admin = await pageAs(browser, users.membersAdmin);
  await admin.getByRole('link', { name: 'Open the console' }).click();
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Members' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // Sorting by a column header: the first click sorts ascending, the second descending.
  const emailHeader = admin.getByRole('columnheader', { name: 'E-mail' });
  await emailHeader.getByRole('button').click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  const firstEmail = admin.getByRole('row').nth(1).getByRole('cell').first();
  const ascendingFirst = await firstEmail.textContent();
  await emailHeader.getByRole('button').click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(firstEmail).not.toHaveText(ascendingFirst ?? '');
  await expect(admin.getByRole('table', { name: 'Members, sorted by e-mail (descending)' })).toBeVisible();

  // Find the member by part of their name.
  await admin.getByLabel('Name or e-mail').fill('Target');
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin.getByText('1 member', { exact: true })).toBeVisible();
  const row = admin.getByRole('row', { name: /Dr\. Tobias Target/ });
  await expect(row).toContainText(users.target.email);
  await expect(row).toContainText('Verified');
  await row.getByRole('link', { name: 'Dr. Tobias Target' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Dr. Tobias Target' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Sign-in sessions' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // Change the role, confirming with the keyboard.
  await admin.getByLabel('Role').selectOption('moderator');
  await admin.getByRole('button', { name: 'Change role' }).click();
  const confirmRole = admin.getByRole('dialog', { name: 'Change role' });
  await expect(confirmRole).toContainText("Change Dr. Tobias Target's role from Member to Moderator?");
  await expectNoSeriousA11yViolations(admin);
  await confirmRole.getByRole('button', { name: 'Change role' }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('status').filter({ hasText: 'Role changed to Moderator.' })).toBeVisible();
  await expect(admin.getByRole('definition').filter({ hasText: /^Moderator$/ })).toBeVisible();

  // Escape leaves the dialog without doing anything; then sign out everywhere for real.
  await admin.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(admin.getByRole('dialog', { name: 'Sign out everywhere' })).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  expect(await apiStatus(target, '/api/user')).toBe(200);

  await admin.getByRole('button', { name: 'Sign out everywhere' }).click();
  await admin
    .getByRole('dialog', { name: 'Sign out everywhere' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await expect(admin.getByRole('status').filter({ hasText: /^Signed out everywhere/ })).toBeVisible();
  await expect(admin.getByText('Not signed in anywhere now.')).toBeVisible();

  // The member's next API call is refused.
  expect(await apiStatus(target, '/api/user')).toBe(401);

  // Both actions appear on the member's page and in the audit log.
  const history = admin.getByRole('table', { name: 'Staff actions on this member, newest first' });
  await expect(history.getByRole('row').nth(1)).toContainText('Signed out everywhere');
  await expect(history.getByRole('row').nth(2)).toContainText('Role changed');
  await expect(history.getByRole('row').nth(2)).toContainText('member → moderator');

  const memberUrl = new URL(admin.url());
  const targetId = memberUrl.pathname.split('/').pop()!;
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await admin.getByLabel('Target type').fill('user');
  await admin.getByLabel('Target number').fill(targetId);
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  await expect(admin.getByText('2 records', { exact: true })).toBeVisible();
  const records = admin.getByRole('table', { name: 'Audit records, newest first' });
  await expect(records.getByRole('row').nth(1)).toContainText('Signed out everywhere');
  await expect(records.getByRole('row').nth(1)).toContainText('Dr. Mina Manager');
  await expect(records.getByRole('row').nth(2)).toContainText('Role changed');
  await expectNoSeriousA11yViolations(admin);

  // Filters survive a reload (they live in the address), and the export holds the same records.
  await admin.reload();
  await expect(admin.getByLabel('Target number')).toHaveValue(targetId);
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    '"id","at","actor_id","actor","action","target_type","target_id","from_state","to_state","details"',
  );
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain('"Dr. Mina Manager","member.signOutEverywhere","user"');
  expect(lines[2]).toContain('"user.role","user","' + targetId + '","member","moderator"');

  // The export is itself on the record.
  await admin.getByRole('button', { name: 'Clear filters' }).click();
  // "What" is picked from the actions' labels.
  await admin.getByLabel('What').selectOption({ label: 'Audit log exported' });
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  await expect(records.getByRole('row').nth(1)).toContainText('Audit log exported');

  await target.context().close();
  await admin.context().close();
});

test('the invitations list and a visitor or member at the console addresses', async ({ browser, page }) => {
  const admin = await pageAs(browser, users.membersAdmin);
  await admin.goto('/admin/members/invitations');
  await expect(admin.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  // Usable on a phone: the page itself never scrolls sideways (wide tables scroll in their box).
  await admin.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/admin/members', '/admin/audit']) {
    await admin.goto(path);
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(admin.getByRole('table')).toBeVisible();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  await admin.context().close();

  await enterAs(page, users.alice);
  for (const path of ['/admin/members', '/admin/audit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
  }
  expect(await apiStatus(page, '/api/admin/members')).toBe(403);
  expect(await apiStatus(page, '/api/admin/audit')).toBe(403);
});

test('an admin erases a member on their behalf: signed out now, anonymised after the cooling-off period', async ({
  browser,
}) => {
  const target = await pageAs(browser, users.eraseTarget);
  const admin = await pageAs(browser, users.membersAdmin);
  await admin.goto('/admin/members?q=Erasable');
  await admin.getByRole('link', { name: 'Dr. Ezra Erasable' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Dr. Ezra Erasable' })).toBeVisible();

  await admin.getByRole('button', { name: 'Erase account' }).click();
  const dialog = admin.getByRole('dialog', { name: "Erase Dr. Ezra Erasable's account" });
  await expect(dialog).toContainText('signing in before then cancels it.');
  // What happens to their comments, as this deployment sets it, before the admin confirms.
  await expect(dialog).toContainText('Their comments and replies stay, shown as written by a former member');
  await expectNoSeriousA11yViolations(admin);
  // A reason is required, and what was typed stays.
  await dialog.getByRole('button', { name: 'Erase account' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The member asked by letter (sample request).');
  await dialog.getByRole('button', { name: 'Erase account' }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: /^Erasure scheduled: the account is anonymised on/ }),
  ).toBeVisible();
  await expect(
    admin.getByRole('alert').filter({ hasText: /^Erasure scheduled: the account is anonymised after/ }),
  ).toBeVisible();
  // Nothing to erase twice: the action is gone once scheduled.
  await expect(admin.getByRole('button', { name: 'Erase account' })).toHaveCount(0);
  expect(await apiStatus(target, '/api/user')).toBe(401);
});

import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pageAs } from './fixtures/sessions.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { users } from './fixtures/users.js';

// Prevalence data and activity types in the console. The data set journey adds Chile
// (no figure in the shipped table, in a region no other spec reads by country) and rolls back at the
// end, so the member map other specs check is back to the shipped table.
test.describe.configure({ mode: 'serial' });

const SHIPPED = readFileSync(
  new URL('../apps/server/src/features/prevalence/data/countries.tsv', import.meta.url),
  'utf8',
).trimEnd();
const CHILE = 'Chile\tCHL\tNAM\t4321\tpublished\tB2017';
// Line 43 names an unknown country code, line 44 has a figure that is not a number.
const BROKEN = `${SHIPPED}\nAtlantis\tATL\tEU\t12\tpublished\tB2017\nChile\tCHL\tNAM\tmany\tpublished\tB2017\n`;
const FIXED = `${SHIPPED}\n${CHILE}\n`;
const tsv = (body: string, name: string) => ({
  name,
  mimeType: 'text/tab-separated-values',
  buffer: Buffer.from(body),
});

const MAP = '/community/education/aatd-education-understanding-aatd/map';
const chileRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Regional breakdown: North, South and Central America' })
    .getByRole('row')
    .filter({ hasText: 'Chile' });

async function memberMapShowsChile(page: Page, shown: boolean) {
  await page.goto(MAP);
  await page.getByLabel('Region').selectOption({ label: 'North, South and Central America' });
  await expect(page.getByRole('table', { name: 'Regional breakdown: North, South and Central America' })).toBeVisible();
  if (shown) await expect(chileRow(page)).toContainText('4,321');
  else await expect(chileRow(page)).toHaveCount(0);
}

test('an editor uploads a table with errors, fixes it, previews it on the map and publishes it; an admin rolls it back', async ({
  browser,
}) => {
  const member = await pageAs(browser, users.dataReader);
  await memberMapShowsChile(member, false);

  const editor = await pageAs(browser, users.dataEditor);
  await editor.goto('/admin');
  await editor.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Prevalence data' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Prevalence data' })).toBeVisible();
  // Only admins roll back.
  await expect(editor.getByRole('button', { name: 'Roll back' })).toHaveCount(0);

  const file = editor.getByLabel(/Prevalence table \(\.tsv/);
  await file.setInputFiles(tsv(BROKEN, 'prevalence-broken.tsv'));
  await editor.getByRole('button', { name: 'Upload and check' }).click();
  const problems = editor.getByRole('list', { name: 'Problems in the file' });
  await expect(editor.getByText('2 problems were found in prevalence-broken.tsv; nothing was saved.')).toBeVisible();
  await expect(problems.getByRole('listitem')).toHaveText([
    /^Line 43, column iso3: unknown country code "ATL"/,
    /^Line 44, column pizz: "many" is not a number/,
  ]);
  await expect(editor.getByRole('heading', { name: /^Draft/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(editor);

  await file.setInputFiles(tsv(FIXED, 'prevalence-chile.tsv'));
  await editor.getByRole('button', { name: 'Upload and check' }).click();
  await expect(editor.getByText('The table passed every check')).toBeVisible();
  const draft = editor.getByRole('region', { name: 'Draft: not yet visible to members' });
  await expect(draft).toContainText('prevalence-chile.tsv, 36 countries');
  await expect(draft.getByText('Countries: 1 added, 0 removed, 0 changed.')).toBeVisible();
  await expect(draft.getByRole('row').filter({ hasText: 'Chile' })).toContainText('4321');

  // The preview is the members' map: the same region select, count field, map and breakdown.
  const preview = editor.getByRole('region', { name: 'Preview on the members’ map' });
  await preview.getByLabel('Region').selectOption({ label: 'North, South and Central America' });
  await expect(preview.getByRole('img', { name: /^Map of / })).toBeVisible();
  await expect(chileRow(editor)).toContainText('4,321');
  await expectNoSeriousA11yViolations(editor);

  // Not live until published.
  await memberMapShowsChile(member, false);
  await draft.getByRole('button', { name: 'Publish' }).click();
  await editor.getByRole('dialog', { name: 'Publish this data set?' }).getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByText('Published: members now see the new figures')).toBeVisible();
  await expect(editor.getByRole('region', { name: 'What members see' })).toContainText('prevalence-chile.tsv');
  await memberMapShowsChile(member, true);

  // The admin rolls back, using the keyboard; members see the shipped table again.
  const admin = await pageAs(browser, users.dataAdmin);
  await admin.goto('/admin/prevalence');
  const rollBack = admin.getByRole('button', { name: 'Roll back' });
  await rollBack.focus();
  await admin.keyboard.press('Enter');
  const dialog = admin.getByRole('dialog', { name: 'Roll back the prevalence data?' });
  await dialog.getByRole('button', { name: 'Roll back' }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByText('Rolled back: members see the previous data again.')).toBeVisible();
  await memberMapShowsChile(member, false);
});

test('an editor adds an activity type that a member then sees in Activity Preferences, and retires it', async ({
  browser,
}) => {
  const name = `Data club ${Date.now().toString(36)}`;
  const editor = await pageAs(browser, users.dataEditor);
  await editor.goto('/admin');
  await editor.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Activity types' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Activity types' })).toBeVisible();

  // The form keeps the server's rules: both fields are required.
  await editor.getByRole('button', { name: 'Add activity type' }).click();
  await expect(editor.getByText('Name is required')).toBeVisible();
  await expect(editor.getByText('Description is required')).toBeVisible();

  await editor.getByLabel('Name').first().fill(name);
  await editor.getByLabel('Description').first().fill('Monthly discussion of new prevalence estimates.');
  await editor.getByRole('button', { name: 'Add activity type' }).click();
  await expect(editor.getByText(`${name} was added; members are offered it now.`)).toBeVisible();
  const item = editor.getByRole('listitem').filter({ has: editor.getByRole('heading', { name }) });
  await expect(item).toContainText('Offered');
  await expectNoSeriousA11yViolations(editor);

  const member = await pageAs(browser, users.dataReader);
  await member.goto('/community/activitypreference');
  await expect(member.getByRole('heading', { name })).toBeVisible();
  await member.getByRole('button', { name: `Opt-In: ${name}` }).click();
  await expect(member.getByRole('button', { name: `Opt-Out: ${name}` })).toBeVisible();

  // Moved up by keyboard, then retired: the member who opted in still sees it, marked, and may opt out.
  await item.getByRole('button', { name: `Move ${name} up` }).focus();
  await editor.keyboard.press('Enter');
  await expect(editor.getByText(new RegExp(`^${name} moved up to place \\d+\\.$`))).toBeVisible();
  await editor.reload();
  await expect(item).toContainText('1 member is opted in.');
  await item.getByRole('button', { name: `Retire ${name}` }).click();
  await editor
    .getByRole('dialog', { name: `Retire ${name}?` })
    .getByRole('button', { name: 'Retire' })
    .click();
  await expect(item).toContainText('Retired');

  await member.reload();
  const card = member.getByRole('listitem').filter({ has: member.getByRole('heading', { name }) });
  await expect(card).toContainText('No longer offered.');
  await member.getByRole('button', { name: `Opt-Out: ${name}` }).click();
  await expect(card.getByRole('button')).toHaveCount(0);
  await member.reload();
  await expect(member.getByRole('heading', { name })).toHaveCount(0);
});

test('leaving a data screen with unsaved work asks first, and staying keeps it', async ({ browser }) => {
  const editor = await pageAs(browser, users.dataEditor);
  const nav = editor.getByRole('navigation', { name: 'Console' });
  const leaveDialog = editor.getByRole('dialog', { name: 'Leave with unsaved changes?' });

  await editor.goto('/admin/activity-types');
  await editor.getByLabel('Name').first().fill('Half-written type');
  await nav.getByRole('link', { name: 'Prevalence data' }).click();
  await expect(leaveDialog).toContainText('An activity type you are writing or editing is not saved yet.');
  await leaveDialog.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Activity types' })).toBeVisible();
  await expect(editor.getByLabel('Name').first()).toHaveValue('Half-written type');

  await nav.getByRole('link', { name: 'Prevalence data' }).click();
  await leaveDialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Prevalence data' })).toBeVisible();

  // A chosen table that was not uploaded yet counts as unsaved work too.
  await editor.getByLabel(/Prevalence table \(\.tsv/).setInputFiles(tsv(FIXED, 'countries.tsv'));
  await nav.getByRole('link', { name: 'Activity types' }).click();
  await expect(leaveDialog).toContainText('The table you chose has not been uploaded yet.');
  await leaveDialog.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Prevalence data' })).toBeVisible();
});

test('both screens work at 390 px without sideways scrolling', async ({ browser }) => {
  const editor = await pageAs(browser, users.dataEditor, { width: 390, height: 844 });
  for (const [path, heading] of [
    ['/admin/prevalence', 'Prevalence data'],
    ['/admin/activity-types', 'Activity types'],
  ] as const) {
    await editor.goto(path);
    await expect(editor.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(editor.getByText(/Loading/)).toHaveCount(0);
    expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(editor);
  }
  // With a draft, its changes table and the preview map fit too; the draft is then discarded.
  await editor.goto('/admin/prevalence');
  await editor.getByLabel(/Prevalence table \(\.tsv/).setInputFiles(tsv(FIXED, 'prevalence-narrow.tsv'));
  await editor.getByRole('button', { name: 'Upload and check' }).click();
  const preview = editor.getByRole('region', { name: 'Preview on the members’ map' });
  await expect(preview.getByRole('img', { name: /^Map of / })).toBeVisible();
  expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(editor);
  await editor.getByRole('button', { name: 'Discard draft' }).click();
  await editor.getByRole('dialog', { name: 'Discard the draft?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(editor.getByText('The draft was discarded; members still see the live data.')).toBeVisible();
  await expect(preview).toHaveCount(0);

  // A member gets the not-found page for both.
  const member = await pageAs(browser, users.dataReader);
  for (const path of ['/admin/prevalence', '/admin/activity-types']) {
    await member.goto(path);
    await expect(member.getByRole('heading', { level: 1, name: '404: Page not found' })).toBeVisible();
  }
});

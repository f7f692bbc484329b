import { expect, test, type Page } from '@playwright/test';
import { enterAs, pageAs } from './fixtures/sessions.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { users } from './fixtures/users.js';
import { apiStatus } from './fixtures/member-api.js';

// Member area of part 2: Edit Profile, activity preferences, invitations, the directory, feedback
// and the reporting overview. Serial: the masked-details check reads the number saved earlier.
test.describe.configure({ mode: 'serial' });

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Save Changes' });

test('Edit Profile: every validation message', async ({ page }) => {
  await enterAs(page, users.dana);
  await page.goto('/updateprofile');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await field(page, 'First Name').fill('');
  await expect(page.getByText('First Name is required')).toBeVisible();
  await field(page, 'Last Name').fill('');
  await expect(page.getByText('Last Name is required')).toBeVisible();
  await field(page, 'Title').selectOption('');
  await expect(page.getByText('Title is required')).toBeVisible();
  await field(page, 'Region').selectOption('');
  await expect(page.getByText('Region is required')).toBeVisible();
  await field(page, 'Cell Number (optional)').fill('12345');
  await expect(page.getByText('Please enter mobile number with country code')).toBeVisible();
  await expect(save(page)).toBeDisabled();

  const photo = page.getByLabel(/Profile photo/);
  await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Uploaded file has unsupported format.')).toBeVisible();
  await photo.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG_1PX, Buffer.alloc(1_048_576)]),
  });
  await expect(page.getByText('Uploaded file is too big.')).toBeVisible();
});

test('Edit Profile: saves every field and the photo, shows failures and keeps the values', async ({ page }) => {
  await enterAs(page, users.dana);
  await page.goto('/updateprofile');
  await field(page, 'Title').selectOption('Dr.');
  await field(page, 'First Name').fill('Daniela');
  await field(page, 'Last Name').fill('Abbott');
  await field(page, 'Region').selectOption({ label: 'Kuwait' });
  await field(page, 'Organization (optional)').fill('Kuwait Chest Hospital');
  await field(page, 'Speciality (optional)').selectOption({ index: 3 });
  await field(page, 'Seniority (optional)').selectOption({ index: 2 });
  await field(page, 'Professional Number (optional)').fill('KW-4711');
  await field(page, 'Cell Number (optional)').fill('+96550012345');
  await page.getByLabel(/Profile photo/).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toBeVisible();

  // A failing save shows the spec's message and keeps what was typed.
  await page.route('**/api/user', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { errors: 'internalError', message: 'x' } })
      : route.fallback(),
  );
  await save(page).click();
  await expect(page.getByText('Error in updating Profile')).toBeVisible();
  await expect(field(page, 'First Name')).toHaveValue('Daniela');
  await page.unroute('**/api/user');

  await save(page).click();
  await expect(page.getByText('Profile successfully updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Profile menu for Dr\. Daniela Abbott/ })).toBeVisible();

  await page.reload();
  await expect(field(page, 'First Name')).toHaveValue('Daniela');
  await expect(field(page, 'Region')).toHaveValue('KW');
  await expect(field(page, 'Organization (optional)')).toHaveValue('Kuwait Chest Hospital');
  await expect(field(page, 'Professional Number (optional)')).toHaveValue('KW-4711');
  await expect(field(page, 'Cell Number (optional)')).toHaveValue('+96550012345');
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute(
    'src',
    /^\/api\/media\/profile\/.+\.webp$/,
  );

  await page.getByRole('button', { name: 'Remove photo' }).click();
  await save(page).click();
  await expect(page.getByText('Profile successfully updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('img', { name: 'No profile photo' })).toBeVisible();
  await field(page, 'First Name').fill('Dana');
  await save(page).click();
  await expect(page.getByText('Profile successfully updated.')).toBeVisible();
});

test('browse members and view a profile with masked e-mail and mobile', async ({ page }) => {
  await enterAs(page, users.bob);
  await page.goto('/communitymembers');
  await expect(page.getByRole('heading', { name: 'Community Members' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Community' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Profile: Dr. Dana Abbott' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact: Dr. Dana Abbott' })).toHaveAttribute(
    'href',
    /^\/message\/\d+$/,
  );
  await expect(page.getByRole('link', { name: /View Profile: .*Bob Member/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^View Profile: / })).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);

  // More than 6 other members (sample members and the e2e accounts): the pager moves on.
  const pager = page.getByRole('navigation', { name: 'Member pages' });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'View Profile: Dr. Dana Abbott' })).toHaveCount(0);
  // The page is in the address (?page=2), so a reload keeps it.
  await expect(page).toHaveURL(/\/communitymembers\?page=2$/);
  await page.reload();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'Prev' }).click();

  await page.getByRole('link', { name: 'View Profile: Dr. Dana Abbott' }).click();
  await expect(page).toHaveURL(/\/viewprofile\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Dr. Dana Abbott' })).toBeVisible();
  await expect(page.getByText('e2******@e******.org')).toBeVisible();
  await expect(page.getByText('+96*******45')).toBeVisible();
  await expect(page.getByText(users.dana.email)).toHaveCount(0);
  await expect(page.getByText('Kuwait Chest Hospital')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', /^\/message\/\d+$/);
  await expectNoSeriousA11yViolations(page);
});

test('opting out removes the member from the directory; opting in brings them back', async ({ page, browser }) => {
  await enterAs(page, users.dana);
  const bob = await pageAs(browser, users.bob);
  await bob.goto('/communitymembers');
  const danaCard = bob.getByRole('link', { name: 'View Profile: Dr. Dana Abbott' });
  const profileHref = await danaCard.getAttribute('href');

  await page.goto('/updateprofile');
  await page.getByLabel('Opt out (please remove my details from the community)').check();
  await save(page).click();
  await expect(page.getByText('Profile successfully updated.')).toBeVisible();

  await bob.reload();
  await expect(bob.getByRole('heading', { name: 'Community Members' })).toBeVisible();
  await expect(bob.getByRole('link', { name: /View Profile: / }).first()).toBeVisible();
  await expect(danaCard).toHaveCount(0);
  await bob.goto(profileHref!);
  await expect(bob.getByText("This member's profile is not available.")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Opt out (please remove my details from the community)')).toBeChecked();
  await page.getByLabel('Opt out (please remove my details from the community)').uncheck();
  await save(page).click();
  await expect(page.getByText('Profile successfully updated.')).toBeVisible();
  await bob.goto('/communitymembers');
  await expect(danaCard).toBeVisible();
  await bob.context().close();
});

test('activity preferences: opt in and out', async ({ page }) => {
  await enterAs(page, users.dana);
  await page.goto('/community/activitypreference');
  await expect(page.getByText('please choose activities that you would like to participate in')).toBeVisible();
  const name = 'Expert webinars';
  await page.getByRole('button', { name: `Opt-In: ${name}` }).click();
  await expect(page.getByRole('button', { name: `Opt-Out: ${name}` })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: `Opt-Out: ${name}` }).click();
  await expect(page.getByRole('button', { name: `Opt-In: ${name}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `Opt-In: ${name}` })).toBeVisible();
});

test('invite a friend: validation, Back, already-exists error, success and the pre-filled registration', async ({
  page,
  browser,
}) => {
  await enterAs(page, users.alice);
  await page.goto('/invitefriend');
  const email = page.getByLabel('Friends email address');
  const send = page.getByRole('button', { name: 'Send email request' });
  await email.fill('not-an-address');
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await email.fill('');
  await expect(page.getByText('Email is Required')).toBeVisible();
  await expect(send).toBeDisabled();

  await email.fill(users.bob.email);
  await send.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toHaveCount(0);
  await send.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('User already exists')).toBeVisible();

  const colleague = `colleague-${Date.now()}@example.org`;
  await email.fill(colleague);
  await send.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/invitefriendsuccess$/);
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText(/3-5 days/)).toBeVisible();

  // The colleague's mail (dev mailbox) links to a registration form with the address filled in.
  const [mail] = (await (await page.request.get(`/api/dev/mail?to=${encodeURIComponent(colleague)}`)).json()) as Array<{
    text: string;
  }>;
  const link = new URL(/https?:\/\/\S+\/register\?\S+/.exec(mail!.text)![0]);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link.pathname + link.search);
  await expect(visitor.getByLabel('Email', { exact: true })).toHaveValue(colleague);
  await visitor.context().close();
});

test('feedback: failures are shown, a sent one reaches the admin inbox', async ({ page, browser }) => {
  await enterAs(page, users.alice);
  await page.goto('/feedback');
  const sendButton = page.getByRole('button', { name: 'Send' });
  await expect(sendButton).toBeDisabled();
  const text = `The search could suggest names ${Date.now()}`;
  await page.getByLabel('Feature (optional)').selectOption('Search');
  await page.getByLabel('Details').fill(text);

  await page.route('**/api/user/feedback', (route) =>
    route.fulfill({ status: 500, json: { errors: 'internalError', message: 'x' } }),
  );
  await sendButton.click();
  await expect(page.getByText('Error in sending feedback. Please try again later.')).toBeVisible();
  await expect(page.getByLabel('Details')).toHaveValue(text);
  await page.unroute('**/api/user/feedback');
  await sendButton.click();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();

  const admin = await pageAs(browser, users.admin);
  await admin.goto('/admin/feedback');
  await expect(admin.getByRole('heading', { name: 'Feedback inbox' })).toBeVisible();
  const item = admin.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText('Dr. Alice Member');
  await expect(item).toContainText('Feature: Search');
  await admin.context().close();
});

test('reporting overview for admins; a member gets the not-found page and a 403', async ({ page, browser }) => {
  const admin = await pageAs(browser, users.admin);
  await admin.goto('/report');
  await expect(admin.getByRole('heading', { name: 'Reporting Overview' })).toBeVisible();
  const table = admin.getByRole('table').first();
  await expect(table.getByRole('columnheader', { name: 'Metric' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Value' })).toBeVisible();
  for (const metric of [
    'Registered users',
    'Verified users',
    'Sessions',
    'Average session duration (minutes)',
    'Active users',
  ]) {
    await expect(table.getByRole('rowheader', { name: metric })).toBeVisible();
  }
  await expect(table.getByRole('row', { name: /Average session duration/ }).getByRole('cell')).toHaveText(
    /^\d+\.\d{2}$/,
  );
  // The admin accepted Analysis cookies at sign-in, so the heartbeat marks them active.
  const active = admin.getByRole('region', { name: 'Currently active users' });
  await expect(active.getByRole('listitem').filter({ hasText: 'Dr. Ada Admin' })).toBeVisible();
  await expect(admin.getByRole('img', { name: /Daily active users and sessions/ })).toBeVisible();
  await admin.getByText('Show the data as a table').click();
  await expect(admin.getByRole('columnheader', { name: 'Date' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.context().close();

  await enterAs(page, users.alice);
  await page.goto('/report');
  await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
  expect(await apiStatus(page, '/api/report/users?completed=true')).toBe(403);
});

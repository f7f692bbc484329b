import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { acceptCookiesIfAsked, signIn, signOut, submitLogin } from './fixtures/auth.js';
import { mailedLink } from './fixtures/mail.js';
import { users } from './fixtures/users.js';

const stamp = Date.now();
const member = { email: `erin.example.${stamp}@example.org`, first: 'Erin', last: `Example${stamp % 100000}` };
const displayName = `Dr. ${member.first} ${member.last}`;
const newMember = { email: member.email };
const FIRST_PASSWORD = 'Alveolar-Lung-42';
const RESET_PASSWORD = 'Bronchial-Tree-77';
const CHANGED_PASSWORD = 'Pleural-Space-31';

const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

test.describe.serial('registration, verification and password journeys', () => {
  test('register: each validation message first, then a valid registration', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
    await acceptCookiesIfAsked(page);
    await expect(page.getByLabel('Title')).toHaveValue('Dr.');
    await expect(page.getByLabel('Region')).toHaveValue('US');

    await page.getByRole('button', { name: 'Register', exact: true }).click();
    for (const text of [
      'First Name is required',
      'Last Name is required',
      'Email is Required',
      'Password is required',
      'Confirm Password is required',
      'Please accept all conditions',
    ]) {
      await expect(alertWith(page, text)).toBeVisible();
    }

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Mobile Number').fill('12345');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByLabel('First Name').click();
    for (const text of [
      'Invalid email format',
      'Please enter a valid country code prefix followed by a 10-digit phone number.',
      'Password criteria',
      'Passwords must match',
    ]) {
      await expect(alertWith(page, text)).toBeVisible();
    }

    const image = page.getByLabel('Profile Image');
    await image.setInputFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(alertWith(page, 'Uploaded file has unsupported format.')).toBeVisible();
    await image.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2_097_153) });
    await expect(alertWith(page, 'Uploaded file is too big.')).toBeVisible();
    await image.setInputFiles([]);

    // The provider-ID box hides the password fields.
    await page.getByLabel('My email address is a provider ID').check();
    await expect(page.getByLabel('Password', { exact: true })).toBeHidden();
    await page.getByLabel('My email address is a provider ID').uncheck();

    await page.getByLabel('First Name').fill(member.first);
    await page.getByLabel('Last Name').fill(member.last);
    await page.getByLabel('Speciality').selectOption({ label: 'Respiratory Medicine' });
    await page.getByLabel('Organisation').fill('City Hospital');
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Mobile Number').fill('+12025550123');
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Confirm Password').fill(FIRST_PASSWORD);
    await page.getByLabel('I confirm that I am a healthcare professional').check();

    // Accept in the Terms modal ticks its box; Cancel in the Privacy modal does not.
    await page.getByRole('button', { name: 'Read the Legal Terms of use' }).click();
    const terms = page.getByRole('dialog', { name: 'Legal Terms of use' });
    await expect(terms).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await terms.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByLabel('I have read and accept the Legal Terms of use')).toBeChecked();
    await page.getByRole('button', { name: 'Read the Privacy and Consent Policy' }).click();
    await page
      .getByRole('dialog', { name: 'Privacy and Consent Policy' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByLabel('I have read and accept the Privacy and Consent Policy')).not.toBeChecked();
    await page.getByRole('button', { name: 'Read the Privacy and Consent Policy' }).click();
    await page
      .getByRole('dialog', { name: 'Privacy and Consent Policy' })
      .getByRole('button', { name: 'Accept' })
      .click();

    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/verificationemailsent$/);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  });

  test('a second registration with the same e-mail shows "User already exists"', async ({ page }) => {
    await page.goto('/register');
    await acceptCookiesIfAsked(page);
    await page.getByLabel('First Name').fill('Other');
    await page.getByLabel('Last Name').fill('Person');
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Confirm Password').fill(FIRST_PASSWORD);
    for (const box of [
      'I confirm that I am a healthcare professional',
      'I have read and accept the Legal Terms of use',
      'I have read and accept the Privacy and Consent Policy',
    ]) {
      await page.getByLabel(box).check();
    }
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(alertWith(page, 'User already exists')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Other'); // what was typed stays
  });

  test('a German registration without DocCheck configured explains that the provider verifies it', async ({ page }) => {
    await page.goto('/register');
    await acceptCookiesIfAsked(page);
    await page.getByLabel('Region').selectOption('DE');
    await page.getByLabel('First Name').fill('Greta');
    await page.getByLabel('Last Name').fill('Beispiel');
    await page.getByLabel('Email', { exact: true }).fill(`greta.${stamp}@example.org`);
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Confirm Password').fill(FIRST_PASSWORD);
    for (const box of [
      'I confirm that I am a healthcare professional',
      'I have read and accept the Legal Terms of use',
      'I have read and accept the Privacy and Consent Policy',
    ]) {
      await page.getByLabel(box).check();
    }
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Doctor verification' });
    await expect(dialog.getByText(/Registrations from Germany are verified by/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/verificationemailsent$/);
  });

  test('a bad e-mail link shows its failure text instead of redirecting', async ({ page }) => {
    await page.goto('/verifyEmail/not-a-real-token');
    await expect(alertWith(page, 'Email Verification Failed. Invalid token')).toBeVisible();
    await expect(page).toHaveURL(/\/verifyEmail\/not-a-real-token$/);
  });

  test('signing in before the e-mail is verified offers a new link, and only the newest link works', async ({
    page,
    request,
  }) => {
    const first = await mailedLink(request, member.email, 'verifyEmail');
    await submitLogin(page, member.email, FIRST_PASSWORD);
    await expect(alertWith(page, 'Please verify your email address before logging in.')).toBeVisible();
    await page.getByRole('link', { name: 'Send a new verification link' }).click();

    await expect(page).toHaveURL(/\/verifyemail$/);
    await expect(page.getByLabel('Email')).toHaveValue(member.email);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'a new link is on its way' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await expect.poll(() => mailedLink(request, member.email, 'verifyEmail')).not.toBe(first);
    await page.goto(first);
    await expect(alertWith(page, 'Email Verification Failed. Invalid token')).toBeVisible();
    await page.getByRole('link', { name: 'request a new verification link' }).click();
    await expect(page.getByRole('heading', { name: 'Need a new link?' })).toBeVisible();
  });

  test('the e-mail link verifies the address and raises a verification request', async ({ page, request }) => {
    const link = await mailedLink(request, member.email, 'verifyEmail');
    // The link's token is the proof: the page solves no captcha (which cost seconds in the field).
    const captcha: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/auth\/altcha|\/assets\/altcha-/.test(req.url())) captcha.push(req.url());
    });
    await page.goto(link);
    await expect(page).toHaveURL(/\/verificationrequested$/);
    await expect(page.getByRole('heading', { name: 'Verification requested' })).toBeVisible();
    expect(captcha).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('before approval, sign-in answers that the account is not verified', async ({ page }) => {
    await submitLogin(page, member.email, FIRST_PASSWORD);
    await expect(alertWith(page, 'Account is not yet verified by the provider')).toBeVisible();
  });

  test('an admin approves the member in the verification queue', async ({ page }) => {
    await signIn(page, users.admin);
    await page.goto('/admin/verifications');
    await expect(page.getByRole('heading', { name: 'Verification queue' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: displayName }) });
    await expect(card.getByText('City Hospital')).toBeVisible();
    await expect(card.getByText('Respiratory Medicine')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: `Approve ${displayName}` }).click();
    await expect(page.getByText(`${displayName} is approved and has been emailed.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: displayName })).toBeHidden();
  });

  test('the new member signs in, sees their name on /community, and signs out', async ({ page }) => {
    await signIn(page, newMember, FIRST_PASSWORD);
    await expect(page.getByRole('button', { name: `Profile menu for ${displayName}` })).toBeVisible();
    await signOut(page);
    await page.goto('/community');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('reset the password through the dev mailbox', async ({ page, request }) => {
    await page.goto('/resetpasswordrequest');
    await acceptCookiesIfAsked(page);
    await expect(
      page.getByText('Enter your email to recover your password. You will receive an email with instructions.'),
    ).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('nobody.at.all@example.org');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(alertWith(page, 'User does not exist')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/resetpasswordrequestsuccess$/);

    await page.goto(await mailedLink(request, member.email, 'resetpassword'));
    await page.getByLabel('Create New Password').fill('weak');
    await page.getByLabel('Confirm Password').fill('other');
    await page.getByLabel('Create New Password').focus();
    // Disabled while invalid (one rule for every form); each field says why.
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(alertWith(page, 'Password criteria')).toBeVisible();
    await expect(alertWith(page, 'Passwords must match')).toBeVisible();
    await page.getByLabel('Create New Password').fill(RESET_PASSWORD);
    await page.getByLabel('Confirm Password').fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/resetpasswordsuccess$/);
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, newMember, RESET_PASSWORD);
  });

  test('change the password while signed in', async ({ page }) => {
    await signIn(page, newMember, RESET_PASSWORD);
    await page.goto('/changepassword');
    await expect(page.getByText('Password criteria')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Change Password' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Current Password').fill('Wrong-Password-9');
    await page.getByLabel('New Password').fill(CHANGED_PASSWORD);
    await page.getByLabel('Repeat Password').fill(CHANGED_PASSWORD);
    await submit.click();
    await expect(alertWith(page, 'Current password is incorrect')).toBeVisible();
    // The server's error is said once, not at the field and again below the form.
    await expect(page.getByText('Current password is incorrect')).toHaveCount(1);
    await page.getByLabel('Current Password').fill(RESET_PASSWORD);
    await page.getByLabel('New Password').fill(RESET_PASSWORD);
    await page.getByLabel('Repeat Password').fill(RESET_PASSWORD);
    await page.getByLabel('Current Password').focus();
    await expect(submit).toBeDisabled();
    await expect(alertWith(page, 'Current and New Password should be different')).toBeVisible();
    await page.getByLabel('New Password').fill(CHANGED_PASSWORD);
    await page.getByLabel('Repeat Password').fill(CHANGED_PASSWORD);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/changepasswordsuccess$/);
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await signOut(page);
    await signIn(page, newMember, CHANGED_PASSWORD);
  });
});

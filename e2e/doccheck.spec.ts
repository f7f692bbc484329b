import { expect, test } from '@playwright/test';
import { acceptCookiesIfAsked, signIn } from './fixtures/auth.js';
import { mailedLink } from './fixtures/mail.js';
import { DOCCHECK_SITE_PORT } from './fixtures/ports.js';

// A second site whose deployment uses a local fake of DocCheck's login and OAuth endpoints.
test.use({ baseURL: `http://127.0.0.1:${DOCCHECK_SITE_PORT}` });

const PASSWORD = 'Alveolar-Lung-42';
const BOXES = [
  'I confirm that I am a healthcare professional',
  'I have read and accept the Legal Terms of use',
  'I have read and accept the Privacy and Consent Policy',
];

test('a German doctor logs in at DocCheck in the modal, returns to the kept form and is verified at once', async ({
  page,
  request,
}) => {
  const email = `hans.muster.${Date.now()}@example.org`;
  await page.goto('/register');
  await acceptCookiesIfAsked(page);
  await page.getByLabel('Region').selectOption('DE');
  await page.getByLabel('First Name').fill('Hans');
  await page.getByLabel('Last Name').fill('Muster');
  await page.getByLabel('Organisation').fill('Klinikum Beispielstadt');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  for (const box of BOXES) await page.getByLabel(box).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  // The doctor check comes first: DocCheck's login in a frame, which ends on our return page.
  const dialog = page.getByRole('dialog', { name: 'Doctor verification' });
  await expect(dialog.getByText(/Registrations from Germany are confirmed with a DocCheck login/)).toBeVisible();
  const frame = page.frameLocator('iframe[title="DocCheck login"]');
  await frame.getByRole('link', { name: 'Log in' }).click();
  await expect(frame.getByText('Your DocCheck login is confirmed.')).toBeVisible();
  await frame.getByRole('link', { name: 'Continue registration' }).click();

  // Back on /register in the whole window with the four values; what was typed is kept, except passwords.
  await expect(page).toHaveURL(/\/register\?code=good-code&login_id=1234&uniquekey=dc-unique-42&idForm=[0-9a-f]{32}$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Hans');
  await expect(page.getByLabel('Organisation')).toHaveValue('Klinikum Beispielstadt');
  await expect(page.getByLabel('Region')).toHaveValue('DE');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  for (const box of BOXES) await page.getByLabel(box).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/verificationemailsent$/);

  // The server exchanged the code with DocCheck: the e-mail link verifies the doctor without the queue.
  await page.goto(await mailedLink(request, email, 'verifyEmail'));
  await expect(page).toHaveURL(/\/registersuccess\/verified$/);
  await expect(page.getByText('Thank you! You are now registered. Please login to continue')).toBeVisible();

  await signIn(page, { email }, PASSWORD);
  await expect(page.getByRole('button', { name: 'Profile menu for Dr. Hans Muster' })).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { enterAs } from './fixtures/sessions.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { users } from './fixtures/users.js';

// The console's media library: an editor uploads an image, finds it in the library with
// its size, uses it in a news item through the media picker, and cannot delete it while it is used.
test.describe.configure({ mode: 'serial' });

const IMAGE = 'e2e-spirometry-chart.png';
const ALT = 'Sample chart of lung function in the media library';
const TITLE = 'Sample content: media library journey';

const chart = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f6f9f' } })
    .png()
    .toBuffer();

const libraryRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Media library files' }).getByRole('row').filter({ hasText: name });

test('an editor uploads an image, uses it in a news item through the picker, and cannot delete it while used', async ({
  page,
}) => {
  await enterAs(page, users.mediaEditor);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Media library' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A text file that claims to be a PNG is refused by the server, with its own message.
  const files = page.getByLabel('Files to upload', { exact: true });
  await files.setInputFiles([
    { name: IMAGE, mimeType: 'image/png', buffer: await chart() },
    { name: 'not-a-picture.png', mimeType: 'image/png', buffer: Buffer.from('just some text') },
  ]);
  await page.getByLabel(`Alt text for ${IMAGE}`).fill(ALT);
  await page.getByLabel('Alt text for not-a-picture.png').fill('Nothing');
  await page.getByRole('button', { name: 'Upload all 2' }).click();
  const queue = page.getByRole('list', { name: 'Files to upload' });
  await expect(queue.getByRole('listitem').filter({ hasText: IMAGE })).toContainText('Uploaded to the library.');
  await expect(queue.getByRole('alert')).toHaveText(
    /^not-a-picture\.png: This file is not a JPEG, PNG or WebP image, a PDF or an MP4 video/,
  );

  // The image was re-encoded at its size; the table shows its size and that nothing uses it yet.
  const row = libraryRow(page, IMAGE);
  await expect(row).toContainText('1200 × 800 px');
  await expect(row).toContainText(/\d+ KB/);
  await expect(row).toContainText(`Alt text: ${ALT}`);
  await expect(row.getByRole('button', { name: /^Not used/ })).toBeVisible();
  await expect(libraryRow(page, 'not-a-picture.png')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A news item: the feature image and an image in the text, both chosen from the library.
  await page.goto('/admin/content/new?kind=news');
  await expect(page.getByRole('heading', { level: 1, name: 'New news' })).toBeVisible();
  await page.getByLabel(/^News group/).selectOption({ label: 'Clinical News' });
  await page.getByLabel(/^Title/).fill(TITLE);
  await page.getByLabel(/^Excerpt/).fill('Sample content: a short note.');
  await page.getByRole('button', { name: 'Choose from library for Feature image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('button', { name: `Choose ${IMAGE}` }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByLabel(/^Feature image/)).toHaveValue(/^library\/[0-9a-f-]+\.webp$/);

  const body = page.getByRole('textbox', { name: /^Body/ });
  await body.click();
  await body.pressSequentially('Sample content: the chart below shows the study’s results.');
  await body.press('Enter');
  await page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name: 'Image' }).click();
  const insert = page.getByRole('dialog', { name: 'Add an image' });
  await insert.getByRole('button', { name: 'Choose from library' }).click();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('dialog', { name: 'Choose an image' })
    .getByRole('button', { name: `Choose ${IMAGE}` })
    .click();
  await expect(insert.getByLabel('Image address')).toHaveValue(/^\/api\/media\/library\/[0-9a-f-]+\.webp$/);
  await expect(insert.getByLabel('Alt text')).toHaveValue(ALT);
  await insert.getByRole('button', { name: 'Insert' }).click();
  await expect(insert).toBeHidden();
  await expect(body.getByRole('img', { name: ALT })).toBeVisible();
  // The caret sits after the new image: typing on adds text below it and does not replace it.
  await page.keyboard.type('Sample figure: results by visit.');
  await expect(body.getByRole('img', { name: ALT })).toBeVisible();
  await expect(body.locator(`img[alt="${ALT}"] + p`)).toHaveText('Sample figure: results by visit.');
  // Ctrl+K opens the link dialog.
  await page.keyboard.press('Control+k');
  const link = page.getByRole('dialog', { name: 'Add a link' });
  await expect(link).toBeVisible();
  await link.getByRole('button', { name: 'Cancel' }).click();
  await expect(link).toBeHidden();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved as version 1.')).toBeVisible();

  // Back in the library: the file is used by the item, and deleting it is refused with the list.
  await page.goto('/admin/media');
  await expect(row.getByRole('button', { name: /^1 item/ })).toBeVisible();
  await row.getByRole('button', { name: `Delete ${IMAGE}` }).click();
  await page
    .getByRole('dialog', { name: `Delete “${IMAGE}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  const refused = page.getByRole('dialog', { name: 'This file is in use' });
  await expect(refused.getByRole('link', { name: TITLE })).toBeVisible();
  await refused.getByRole('button', { name: 'Back to the library' }).click();
  await expect(refused).toBeHidden();
  await expect(row.getByRole('button', { name: /^1 item/ })).toBeVisible();
});

test('the library works at 390 px without sideways scrolling; a member gets the not-found page', async ({
  browser,
}) => {
  const editor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await enterAs(editor, users.mediaEditor);
  await editor.goto('/admin/media');
  await expect(editor.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  await expect(libraryRow(editor, IMAGE)).toBeVisible();
  expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(editor);

  const member = await (await browser.newContext()).newPage();
  await enterAs(member, users.frank);
  await member.goto('/admin/media');
  await expect(member.getByRole('heading', { level: 1, name: '404: Page not found' })).toBeVisible();
});

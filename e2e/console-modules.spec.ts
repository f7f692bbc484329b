import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pageAs } from './fixtures/sessions.js';
import { expectNoSeriousA11yViolations } from './fixtures/axe.js';
import { users } from './fixtures/users.js';
import { api } from './fixtures/member-api.js';
import { PDF_FIRST_PAGE } from './fixtures/pdf.js';

// Upload a PDF module and page through it as a member: an editor writes an education
// module with a PDF in the console, a reviewer approves it with a code and a review-by date, the
// editor publishes it, and a member finds it under its topic and by name, opens it and pages
// through its PDF. The PDF is uploaded through the media library's picker while writing.

const TITLE = 'Sample module: Home spirometry coaching in AATD';
const TOPIC = 'Self-management (console)';
const SEARCH_NAME = 'Home spirometry coaching';
const PDF_NAME = 'home-spirometry-coaching.pdf';

/** A three-page module PDF, made here so the journey uploads a file of its own. */
async function modulePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const heading of ['Sample content: objectives', 'Sample content: the technique', 'Sample content: key points']) {
    doc.addPage([595, 842]).drawText(heading, { x: 56, y: 760, size: 20, font });
  }
  return Buffer.from(await doc.save());
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The Modules filter form's Search (the side panel has a site search of its own). */
const searchButton = (page: Page) =>
  page.getByRole('search', { name: 'Filter modules' }).getByRole('button', { name: 'Search' });
const otherResults = (page: Page) => page.getByRole('region', { name: 'Other Results', exact: true });

test('an editor writes a module with a PDF, a reviewer approves it, and a member finds it and pages through the PDF', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const member = await pageAs(browser, users.grace);
  await member.goto('/filtermodules');
  await member.getByLabel('Name', { exact: true }).fill(SEARCH_NAME);
  await searchButton(member).click();
  await expect(otherResults(member).getByText('No modules found')).toBeVisible();

  // The thumbnail is one the site already serves (a sample module's, as the console holds it).
  const editor = await pageAs(browser, users.editor);
  type Fields = { featureImage: string | null };
  const modules = await api<{ data: { id: number }[] }>(editor, 'GET', '/api/admin/content?kind=module&limit=50');
  let thumbnail: string | null = null;
  for (const { id } of modules.data) {
    thumbnail = (await api<{ working: { fields: Fields } }>(editor, 'GET', `/api/admin/content/${id}`)).working.fields
      .featureImage;
    if (thumbnail) break;
  }
  expect(thumbnail, 'a sample module with a thumbnail').not.toBeNull();

  await editor.goto('/admin/content/new');
  await editor.getByRole('link', { name: 'Education module' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'New education module' })).toBeVisible();
  await editor.getByLabel(/^Title/).fill(TITLE);
  await editor.getByLabel(/^Topic/).fill(TOPIC);
  await editor.getByLabel(/^Summary/).fill('Sample content: how to coach patients through home spirometry.');
  await editor.getByLabel(/^Introduction/).fill('Sample content: a short module for respiratory nurses.');
  await editor.getByLabel(/^Thumbnail/).fill(thumbnail!);
  // The PDF is uploaded on the spot through the media library's picker.
  await editor.getByRole('button', { name: 'Add a PDF' }).click();
  await editor.getByRole('button', { name: 'Choose from library for PDF address (PDF 1)' }).click();
  const picker = editor.getByRole('dialog', { name: 'Choose a PDF' });
  await picker.getByRole('button', { name: 'Upload a new PDF' }).click();
  await picker.getByLabel('File to upload', { exact: true }).setInputFiles({
    name: PDF_NAME,
    mimeType: 'application/pdf',
    buffer: await modulePdf(),
  });
  await picker.getByRole('button', { name: `Upload ${PDF_NAME}` }).click();
  await expect(picker).toBeHidden();
  await expect(editor.getByLabel('PDF address (PDF 1)')).toHaveValue(/^library\/[0-9a-f-]+\.pdf$/);
  await editor.getByRole('button', { name: 'Add a reference' }).click();
  await editor.getByLabel('Citation (Reference 1)').fill('Sample reference: a home spirometry study. 2024.');
  // An early launch date keeps the sample modules' order in the member list.
  await editor.getByLabel(/^Date launched/).fill('2019-01-15');
  await expectNoSeriousA11yViolations(editor);
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor).toHaveURL(/\/admin\/content\/\d+$/);
  const itemId = Number(/\/admin\/content\/(\d+)$/.exec(editor.url())![1]);
  await expect(editor.getByText('Saved as version 1.')).toBeVisible();
  await editor.getByRole('button', { name: 'Submit for review' }).click();
  await expect(editor.getByText('Submitted for review.')).toBeVisible();

  // The reviewer reads the module as members will, then approves it.
  const reviewer = await pageAs(browser, users.reviewer);
  await reviewer.goto(`/admin/content/${itemId}/preview`);
  await expect(reviewer.getByRole('heading', { level: 3, name: TITLE })).toBeVisible();
  await expect(reviewer.getByText(`Topic: ${TOPIC}`)).toBeVisible();
  await expect(reviewer.getByText('Format: PDF')).toBeVisible();
  await expectNoSeriousA11yViolations(reviewer);
  await reviewer.goto(`/admin/content/${itemId}`);
  await expect(reviewer.getByLabel('PDF address (PDF 1)')).toHaveValue(/^library\/[0-9a-f-]+\.pdf$/);
  await reviewer.getByLabel('Approval code').fill('AATD-E2E-MOD-01');
  await reviewer.getByLabel('Review by').fill(inDays(365));
  await reviewer.getByRole('button', { name: 'Approve' }).click();
  await expect(reviewer.getByText('Approved with code AATD-E2E-MOD-01.')).toBeVisible();

  // Approved is not published: members still find nothing.
  await searchButton(member).click();
  await expect(otherResults(member).getByText('No modules found')).toBeVisible();

  await editor.reload();
  await editor.getByRole('button', { name: 'Publish now' }).click();
  await expect(editor.getByText('Published. Members can see it now.')).toBeVisible();

  // The member finds it under its topic and by its name, opens it and pages through the PDF.
  await member.goto('/filtermodules');
  await member.getByLabel('Topic', { exact: true }).selectOption(TOPIC);
  await searchButton(member).click();
  await expect(otherResults(member).getByRole('link', { name: TITLE })).toBeVisible();
  await member.getByLabel('Topic', { exact: true }).selectOption('');
  await member.getByLabel('Name', { exact: true }).fill(SEARCH_NAME);
  await searchButton(member).click();
  await otherResults(member).getByRole('link', { name: TITLE }).click();
  await expect(member.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(member.getByText(`Topic: ${TOPIC}`)).toBeVisible();
  await expect(member.getByText('Format: PDF')).toBeVisible();
  await expect(member.getByText(/^Page 1 of 3$/)).toBeVisible(PDF_FIRST_PAGE);
  await expect(member.locator('.react-pdf__Page canvas')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Previous Page' })).toBeDisabled();
  await member.getByRole('button', { name: 'Next Page' }).click();
  await expect(member.getByText(/^Page 2 of 3$/)).toBeVisible();
  await member.getByRole('button', { name: 'Previous Page' }).click();
  await expect(member.getByText(/^Page 1 of 3$/)).toBeVisible();
  await expect(member.getByRole('heading', { name: 'References' })).toBeVisible();

  // Withdrawn, it leaves the member's pages.
  await editor.reload();
  await editor.getByRole('button', { name: 'Withdraw' }).click();
  await editor.getByRole('dialog', { name: 'Withdraw this item?' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(editor.getByText('Withdrawn. Members no longer see it.')).toBeVisible();
  await member.reload();
  await expect(member.getByRole('heading', { level: 1, name: '404: Page not found' })).toBeVisible();
  await Promise.all([member, editor, reviewer].map((p) => p.context().close()));
});

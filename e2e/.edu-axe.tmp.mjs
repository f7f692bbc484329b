import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const base = 'http://127.0.0.1:3104';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
const page = await context.newPage();
await page.goto(base + '/login');
await page.waitForTimeout(1000);
const accept = page.getByRole('button', { name: 'Accept All Cookies' });
if (await accept.isVisible()) await accept.click();
await page.getByLabel('Email').fill('e2e.alice@example.org');
await page.getByLabel('Password', { exact: true }).fill('Sample-Pass-2026');
await page.getByRole('button', { name: 'Login', exact: true }).click();
await page.waitForURL(/\/community/, { timeout: 30000 });
for (const path of process.argv.slice(2)) {
  await page.goto(base + path);
  await page.waitForTimeout(3000);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  for (const v of violations) console.log(path, v.impact, v.id, JSON.stringify(v.nodes.map((n) => [n.target, n.failureSummary?.slice(0, 300)])).slice(0, 800));
}
await browser.close();

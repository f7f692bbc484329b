import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3104';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.type(), m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(base + '/login');
const accept = page.getByRole('button', { name: 'Accept All Cookies' });
await page.waitForTimeout(1000);
if (await accept.isVisible()) await accept.click();
await page.getByLabel('Email').fill('e2e.alice@example.org');
await page.getByLabel('Password', { exact: true }).fill('Sample-Pass-2026');
await page.getByRole('button', { name: 'Login', exact: true }).click();
await page.waitForURL(/\/community/, { timeout: 30000 });
const shots = process.argv.slice(2);
for (const s of shots) {
  const [path, name] = s.split('=');
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/edu-shots/${name}.png`, fullPage: true });
  console.log('shot', name);
}
await browser.close();

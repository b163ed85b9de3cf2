import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './scripts/chromium.mjs';
const prefix = process.argv[2] ?? '';
const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
const page = await browser.newPage();
const errors = [];
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
page.on('pageerror', (e) => errors.push(e.message));
for (const p of [`${prefix}/`, `${prefix}/docs/intro`]) {
  await page.goto('http://localhost:3000' + p, {timeout: 600000});
  await page.waitForSelector('h1', {timeout: 600000});
  console.log(p, await page.locator('html').getAttribute('lang'), await page.locator('h1').first().textContent());
}
console.log('errors', errors);
await browser.close();

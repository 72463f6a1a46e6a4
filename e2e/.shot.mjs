import { chromium } from '@playwright/test';
const [, , url, width, out, full] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
const sw = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
console.log('scrollWidth/innerWidth', sw);
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();

import { chromium } from '@playwright/test';
const [, , url, width] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: 'networkidle' });
const wide = await page.evaluate(() => {
  const vw = window.innerWidth;
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > vw + 1 && r.width > 0)
      out.push(
        `${el.tagName}.${el.className} right=${Math.round(r.right)} w=${Math.round(r.width)} ${el.textContent.slice(0, 40)}`,
      );
  }
  return out.slice(0, 15);
});
console.log(wide.join('\n'));
await browser.close();

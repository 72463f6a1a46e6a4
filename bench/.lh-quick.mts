import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2] ?? 'http://127.0.0.1:3999/';
const n = Number(process.argv[3] ?? 3);
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const rows = [];
for (let i = 0; i < n; i++) {
  const r = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  rows.push({ perf: Math.round(r.lhr.categories.performance.score * 100), fcp: Math.round(a['first-contentful-paint'].numericValue), lcp: Math.round(a['largest-contentful-paint'].numericValue), tbt: Math.round(a['total-blocking-time'].numericValue), si: Math.round(a['speed-index'].numericValue), cls: a['cumulative-layout-shift'].numericValue });
  if (process.env.DUMP) (await import('node:fs')).writeFileSync(process.env.DUMP, JSON.stringify(r.lhr));
}
console.table(rows);
chrome.kill();

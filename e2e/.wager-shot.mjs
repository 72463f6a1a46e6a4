import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3999';
const [, , width, out, lang = 'en'] = process.argv;
const j = (r) => r.json();
const p = await fetch(`${base}/qa/players`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ template: 'bonus@demo.lumo.test' }),
}).then(j);
await fetch(`${base}/qa/players/${p.id}/state`, {
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    language: lang,
    balances: { main: 50, bonusCasino: 250 },
    wageringGames: [],
    activeBonusWagered: 10,
  }),
}).then((r) => console.log('state', r.status));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const context = await browser.newContext({
  viewport: { width: Number(width), height: 800 },
  baseURL: base,
});
const login = await context.request.post('/trpc/auth.login', {
  headers: { origin: base },
  data: { email: p.email, password: p.password },
});
console.log('login', login.status());
const res = await context.request.get(
  '/trpc/games.byCategory?input=' + encodeURIComponent(JSON.stringify({ category: 'slots' })),
);
const items = (await res.json()).result.data.items.filter(
  (g) => g.geo_link != null && g.requiredProfile === 'none',
);
let id;
for (const g of items) {
  const r = await context.request.post('/trpc/games.launch', {
    headers: { origin: base },
    data: { gameId: g.id, mode: 'real' },
  });
  if (r.ok()) {
    id = g.id;
    break;
  }
}
console.log('game', id);
const page = await context.newPage();
await page.goto('/game/' + id, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
await page.keyboard.press('Escape');
await page.waitForTimeout(800);
await page.screenshot({ path: out });
await browser.close();

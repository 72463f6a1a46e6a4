import {
  type CurrencyCode,
  type LanguageCode,
  MESSAGES_DE,
  MESSAGES_EN,
  MESSAGES_PT,
  MESSAGES_RO,
  type MessageCatalogue,
  currencyCodeSchema,
  gameIdSchema,
} from '@casino/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DEPOSIT_OUTCOMES, type DepositOutcome } from '@casino/upstream-contract';
import type { MockContext } from '../context.js';
import { escapeXml } from '../art/game-art.js';
import { gameArtPath } from '../data/games.js';
import { paymentMethodName } from '../data/payment-methods.js';
import { roundMoney } from '../data/seeded.js';
import { parseRequest } from '../http/parse.js';
import { defaultStake, presetStakes, spendable, spinStakes } from '../state/game-play.js';
import type { DepositRecord } from '../state/player-store.js';
import { GAME_SESSION_TTL_MS, launchPlayer } from './casino/games.js';

// Small HTML pages standing in for third parties: a game provider's game page, a payment
// provider's checkout and the support chat (the sportsbook and the gamification panel, with their
// frame protocols, are routes/sportsbook.ts and routes/gamification-panel.ts). They talk to the embedding app only through
// postMessage, as the real ones do.

const httpUrl = z.url({ protocol: /^https?$/ });

/** The pages' one style sheet, inline: the BFF's CSP for the game page allows it by its hash. */
export const PAGE_STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#0b1a33;color:#f5f7fb;display:flex;min-height:100vh;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:16px;box-sizing:border-box}
.banner{padding:8px 16px;border-radius:999px;font-weight:700;letter-spacing:.05em}
.demo{background:#ffb300;color:#1a1a1a}.real{background:#2e7d32;color:#fff}
button,a.button{font:inherit;padding:12px 24px;border-radius:8px;border:0;cursor:pointer;text-decoration:none;display:inline-block}
.success{background:#2e7d32;color:#fff}.failure{background:#c62828;color:#fff}.cancel{background:#455a64;color:#fff}.primary{background:#ffb300;color:#1a1a1a}
img{max-width:100%;height:auto;border-radius:12px}ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:8px;justify-content:center}
.slot{display:flex;flex-direction:column;align-items:center;gap:8px}.slot p{margin:0}.stake{display:flex;align-items:center;gap:8px}
.stake button,.presets button{background:#1f3a66;color:#f5f7fb;padding:8px 16px}button:disabled{opacity:.5;cursor:default}
.result{min-height:1.5em;font-weight:700}.result.win{color:#81c784}.result.error{color:#ef9a9a}
`;

/**
 * The game page's one script, the same for every game and launch (what differs is data on the
 * page), so that the BFF's CSP allows it by its hash. It steps the stake through the page's
 * ladder, spins through the provider's spin endpoint beside the page (a text/plain POST: a simple
 * request, so that the sandboxed page's opaque origin needs no preflight), shows the result and
 * the balance, and in demo asks the embedding app for real play.
 */
export const GAME_PAGE_SCRIPT =
  "(function(){var $=function(id){return document.getElementById(id);};var d=$('slot').dataset;" +
  "var sw=$('switch');if(sw)sw.addEventListener('click',function(){window.parent.postMessage({type:'lumo:switch-to-real',gameId:Number(sw.getAttribute('data-game-id'))},'*');});" +
  "var stakes=d.stakes.split(',').map(Number);var i=Math.max(0,stakes.indexOf(Number(d.stake)));" +
  "var fmt=new Intl.NumberFormat('de-DE',{minimumFractionDigits:2,maximumFractionDigits:2});" +
  "function money(n){return fmt.format(n)+' '+d.currency;}" +
  "function show(){$('stake').textContent=money(stakes[i]);$('stake-down').disabled=i===0;$('stake-up').disabled=i===stakes.length-1;}" +
  "$('stake-down').addEventListener('click',function(){if(i>0)i--;show();});" +
  "$('stake-up').addEventListener('click',function(){if(i<stakes.length-1)i++;show();});" +
  "document.querySelectorAll('[data-preset]').forEach(function(b){b.addEventListener('click',function(){i=stakes.indexOf(Number(b.getAttribute('data-preset')));show();});});" +
  "var spin=$('spin'),result=$('result');function say(text,kind){result.textContent=text;result.className='result '+kind;}" +
  "spin.addEventListener('click',function(){spin.disabled=true;" +
  "fetch(location.pathname+'/spin'+location.search,{method:'POST',body:JSON.stringify({stake:stakes[i]})})" +
  '.then(function(r){return r.json().then(function(b){return{ok:r.ok,b:b};});})' +
  ".then(function(a){if(a.ok){$('balance').textContent=money(a.b.balance);if(a.b.win>0)say(d.textWin.replace('{amount}',money(a.b.win)),'win');else say(d.textNoWin,'none');}" +
  "else{var c=a.b&&a.b.error&&a.b.error.code;say(c==='insufficient_balance'?d.textInsufficient:c==='limit_reached'?a.b.error.message:d.textError,'error');}})" +
  ".catch(function(){say(d.textError,'error');}).finally(function(){spin.disabled=false;});});" +
  'show();})();';

/** The page's words: a provider's page speaks the language the launch asked for. */
const GAME_PAGE_WORDS: Readonly<
  Record<
    Exclude<LanguageCode, 'gb'>,
    {
      demo: string;
      real: string;
      switchToReal: string;
      balance: string;
      stake: string;
      lower: string;
      raise: string;
      spin: string;
      win: string;
      noWin: string;
    }
  >
> = {
  en: {
    demo: 'DEMO: playing for fun',
    real: 'REAL MONEY',
    switchToReal: 'Play for real money',
    balance: 'Balance',
    stake: 'Stake',
    lower: 'Lower the stake',
    raise: 'Raise the stake',
    spin: 'Spin',
    win: 'You win {amount}!',
    noWin: 'No win',
  },
  de: {
    demo: 'DEMO: Spielgeld',
    real: 'ECHTGELD',
    switchToReal: 'Um Echtgeld spielen',
    balance: 'Guthaben',
    stake: 'Einsatz',
    lower: 'Einsatz senken',
    raise: 'Einsatz erhöhen',
    spin: 'Drehen',
    win: 'Gewinn: {amount}!',
    noWin: 'Kein Gewinn',
  },
  ro: {
    demo: 'DEMO: joc de distracție',
    real: 'BANI REALI',
    switchToReal: 'Joacă pe bani reali',
    balance: 'Sold',
    stake: 'Miză',
    lower: 'Scade miza',
    raise: 'Crește miza',
    spin: 'Rotește',
    win: 'Ai câștigat {amount}!',
    noWin: 'Niciun câștig',
  },
  pt: {
    demo: 'DEMO: a jogar por diversão',
    real: 'DINHEIRO REAL',
    switchToReal: 'Jogar a dinheiro real',
    balance: 'Saldo',
    stake: 'Aposta',
    lower: 'Baixar a aposta',
    raise: 'Subir a aposta',
    spin: 'Girar',
    win: 'Ganhou {amount}!',
    noWin: 'Sem ganho',
  },
};

const CATALOGUES: Readonly<Record<Exclude<LanguageCode, 'gb'>, MessageCatalogue>> = {
  en: MESSAGES_EN,
  de: MESSAGES_DE,
  ro: MESSAGES_RO,
  pt: MESSAGES_PT,
};

const amountFormat = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money as the page's script writes it (German grouping, the currency code after). */
export function pageMoney(amount: number, currency: string): string {
  return `${amountFormat.format(amount)} ${currency}`;
}

/** The slot: balance, stake with +/- and presets, the spin button and the result line. */
function slotSection(options: {
  lang: LanguageCode;
  currency: CurrencyCode;
  balance: number;
}): string {
  const { lang, currency, balance } = options;
  const language = lang === 'gb' ? 'en' : lang;
  const words = GAME_PAGE_WORDS[language];
  const messages = CATALOGUES[language].errors;
  const stake = defaultStake(currency);
  const presets = presetStakes(currency)
    .map(
      (amount) =>
        `<li><button type="button" data-preset="${String(amount)}">${escapeXml(pageMoney(amount, currency))}</button></li>`,
    )
    .join('');
  const data = [
    ['stakes', spinStakes(currency).join(',')],
    ['stake', String(stake)],
    ['currency', currency],
    ['text-win', words.win],
    ['text-no-win', words.noWin],
    ['text-insufficient', messages.insufficientBalance],
    ['text-error', messages.unexpected],
  ]
    .map(([name, value]) => `data-${name ?? ''}="${escapeXml(value ?? '')}"`)
    .join(' ');
  return (
    `<section class="slot" id="slot" ${data}>` +
    `<p>${escapeXml(words.balance)}: <span id="balance">${escapeXml(pageMoney(balance, currency))}</span></p>` +
    `<div class="stake"><span>${escapeXml(words.stake)}:</span><button type="button" id="stake-down" aria-label="${escapeXml(words.lower)}">−</button>` +
    `<span id="stake">${escapeXml(pageMoney(stake, currency))}</span>` +
    `<button type="button" id="stake-up" aria-label="${escapeXml(words.raise)}">+</button></div>` +
    `<ul class="presets">${presets}</ul>` +
    `<button type="button" class="primary" id="spin">${escapeXml(words.spin)}</button>` +
    '<p class="result" id="result" role="status" aria-live="polite"></p></section>'
  );
}

/** The words of a game page in the launch's language. */
export function gamePageWords(lang: LanguageCode) {
  return GAME_PAGE_WORDS[lang === 'gb' ? 'en' : lang];
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)}</title><style>${PAGE_STYLE}</style></head><body>${body}</body></html>`;
}

function sendHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

const gamePageParamsSchema = z.object({ id: z.coerce.number().pipe(gameIdSchema) });
/** The launch token of the URL the casino's launch answered (routes/casino/games.ts). */
const gamePageQuerySchema = z.object({ launch: z.string().max(64).optional() });

const payQuerySchema = z.union([
  z.object({ payment_id: z.uuid() }),
  z.object({
    amount: z.coerce.number().positive(),
    currency: currencyCodeSchema,
    return_url: httpUrl,
    success_url: httpUrl.optional(),
    failure_url: httpUrl.optional(),
    cancel_url: httpUrl.optional(),
  }),
]);
const payCompleteSchema = z.object({
  outcome: z.enum(DEPOSIT_OUTCOMES),
  payment_id: z.uuid().optional(),
  return_url: httpUrl.optional(),
  success_url: httpUrl.optional(),
  failure_url: httpUrl.optional(),
  cancel_url: httpUrl.optional(),
});

interface PayTarget {
  paymentId: string | null;
  amount: number;
  currency: string;
  urls: Record<DepositOutcome, string>;
}

function depositTarget(deposit: DepositRecord): PayTarget {
  return {
    paymentId: deposit.id,
    amount: deposit.amount,
    currency: deposit.currency,
    urls: {
      success: deposit.successUrl ?? deposit.returnUrl,
      failure: deposit.failureUrl ?? deposit.returnUrl,
      cancel: deposit.cancelUrl ?? deposit.returnUrl,
    },
  };
}

export function registerPageRoutes(app: FastifyInstance, context: MockContext): void {
  const { world, store, clock } = context;

  // The payment page's buttons post an HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get('/game/:id', (request, reply) => {
    const { id } = parseRequest(gamePageParamsSchema, request.params, 'path');
    const { launch } = parseRequest(gamePageQuerySchema, request.query, 'query');
    const game = world.catalog.byId.get(id);
    if (game === undefined) {
      return sendHtml(reply, page('Game not found', '<h1>Game not found</h1>'), 404);
    }
    if (game.restricted) {
      return sendHtml(
        reply,
        page(
          'Access denied',
          '<h1>Access denied</h1><p>This game is not available in your country.</p>',
        ),
        403,
      );
    }
    // A launch URL opens its game once, as a provider's single-use launch tokens do; from then
    // on the token is the page's game session (its spins, routes/game-spin.ts).
    const grant = launch === undefined ? undefined : context.launchGrants.get(launch);
    const now = clock.now();
    if (launch === undefined || grant?.gameId !== id || grant.opened || grant.expiresAtMs <= now) {
      return sendHtml(
        reply,
        page(
          'Game link expired',
          '<h1>This game link has expired</h1><p>Start the game again from the casino.</p>',
        ),
        410,
      );
    }
    const player = launchPlayer(store, grant);
    if (grant.mode === 'real' && player === undefined) {
      context.launchGrants.delete(launch);
      return sendHtml(reply, page('Session ended', '<h1>Your session has ended</h1>'), 410);
    }
    grant.opened = true;
    grant.expiresAtMs = now + GAME_SESSION_TTL_MS;
    const demo = grant.mode === 'demo';
    const words = gamePageWords(grant.lang);
    const available = player === undefined ? undefined : spendable(player, id);
    const balance =
      available === undefined
        ? (grant.demo?.balance ?? 0)
        : roundMoney(available.main + available.bonus);
    // Relative, so that the art loads from wherever the page was reached (the BFF serves both).
    const art = `../..${gameArtPath(id, 'desktop')}?v=${context.artVersion}`;
    const switchButton = demo
      ? `<button type="button" class="primary" id="switch" data-game-id="${id}">${escapeXml(words.switchToReal)}</button>`
      : '';
    return sendHtml(
      reply,
      page(
        game.name,
        `<span class="banner ${demo ? 'demo' : 'real'}" data-mode="${grant.mode}" data-lang="${grant.lang}">${escapeXml(demo ? words.demo : words.real)}</span><h1>${escapeXml(game.name)}</h1><img src="${escapeXml(art)}" alt="" width="400" height="300">${slotSection({ lang: grant.lang, currency: player?.currency ?? grant.currency, balance })}${switchButton}<script>${GAME_PAGE_SCRIPT}</script>`,
      ),
    );
  });

  app.get('/pay', (request, reply) => {
    const query = parseRequest(payQuerySchema, request.query, 'query');
    let target: PayTarget;
    if ('payment_id' in query) {
      const deposit = store.deposit(query.payment_id);
      if (deposit === undefined) {
        return sendHtml(reply, page('Payment not found', '<h1>Payment not found</h1>'), 404);
      }
      if (deposit.status !== 'pending') {
        return sendHtml(
          reply,
          page('Payment settled', `<h1>This payment is already ${escapeXml(deposit.status)}</h1>`),
          409,
        );
      }
      target = depositTarget(deposit);
    } else {
      target = {
        paymentId: null,
        amount: query.amount,
        currency: query.currency,
        urls: {
          success: query.success_url ?? query.return_url,
          failure: query.failure_url ?? query.return_url,
          cancel: query.cancel_url ?? query.return_url,
        },
      };
    }
    const hidden = [
      ...(target.paymentId === null ? [] : [['payment_id', target.paymentId]]),
      ...(target.paymentId === null
        ? [
            ['success_url', target.urls.success],
            ['failure_url', target.urls.failure],
            ['cancel_url', target.urls.cancel],
          ]
        : []),
    ]
      .map(
        ([name, value]) =>
          `<input type="hidden" name="${name ?? ''}" value="${escapeXml(value ?? '')}">`,
      )
      .join('');
    const buttons = DEPOSIT_OUTCOMES.map(
      (outcome) =>
        `<button type="submit" name="outcome" value="${outcome}" class="${outcome}">${outcome === 'success' ? 'Success' : outcome === 'failure' ? 'Failure' : 'Cancel'}</button>`,
    ).join(' ');
    return sendHtml(
      reply,
      page(
        'Mock payment provider',
        `<h1>Mock payment provider</h1><p>Pay <strong>${target.amount} ${escapeXml(target.currency)}</strong></p><form method="post" action="/pages/pay/complete">${hidden}${buttons}</form>`,
      ),
    );
  });

  app.post('/pay/complete', (request, reply) => {
    const body = parseRequest(payCompleteSchema, request.body, 'body');
    let destination: string | undefined;
    if (body.payment_id !== undefined) {
      const deposit = store.deposit(body.payment_id);
      if (deposit === undefined) {
        return sendHtml(reply, page('Payment not found', '<h1>Payment not found</h1>'), 404);
      }
      if (deposit.status === 'pending') settle(deposit, body.outcome);
      destination = depositTarget(deposit).urls[body.outcome];
    } else {
      destination = body[`${body.outcome}_url`] ?? body.return_url;
    }
    if (destination === undefined) {
      return sendHtml(
        reply,
        page('No return address', '<h1>No return address was given</h1>'),
        400,
      );
    }
    const url = new URL(destination);
    url.searchParams.set('status', body.outcome);
    if (body.payment_id !== undefined) url.searchParams.set('payment_id', body.payment_id);
    return reply.redirect(url.toString(), 303);
  });

  function settle(deposit: DepositRecord, outcome: DepositOutcome): void {
    deposit.status =
      outcome === 'success' ? 'complete' : outcome === 'failure' ? 'failed' : 'cancel';
    const account = store.byId(deposit.playerId);
    if (account === undefined) return;
    const now = clock.now();
    if (outcome === 'success') {
      account.balances.main = roundMoney(account.balances.main + deposit.amount);
      store.appendEvent(
        account,
        {
          type: 'USER_MESSAGE',
          data: {
            messageType: 'success',
            text: `Deposit of ${deposit.amount} ${deposit.currency} received`,
          },
        },
        now,
      );
    }
    account.transactions.unshift({
      id: store.newTransactionId(),
      scope: 'payments',
      wallet: 'basic',
      type: 'deposit',
      amount: deposit.amount,
      currency: deposit.currency,
      status: deposit.status,
      method: paymentMethodName(deposit.method),
      fee: 0,
      balance: null,
      agoMs: null,
      atMs: now,
    });
  }

  app.get('/support-chat', (_request, reply) =>
    sendHtml(
      reply,
      page(
        'Support chat',
        '<h1>Support chat</h1><p>Hello! An agent will be with you shortly.</p><p>This is the mock support chat of the development environment.</p>',
      ),
    ),
  );
}

import { currencyCodeSchema, gameIdSchema, languageCodeSchema } from '@casino/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DEPOSIT_OUTCOMES, type DepositOutcome } from '@casino/upstream-contract';
import type { MockContext } from '../context.js';
import { escapeXml } from '../art/game-art.js';
import { gameArtPath } from '../data/games.js';
import { paymentMethodName } from '../data/payment-methods.js';
import { roundMoney } from '../data/seeded.js';
import { SPORTS } from '../data/sports.js';
import { parseRequest } from '../http/parse.js';
import type { DepositRecord } from '../state/player-store.js';

// Small HTML pages standing in for third parties: a game provider's game page, a payment
// provider's checkout, the sportsbook frame, the support chat and the gamification panel. They
// talk to the embedding app only through postMessage, as the real ones do.

const httpUrl = z.url({ protocol: /^https?$/ });

/** The pages' one style sheet, inline: the BFF's CSP for the game page allows it by its hash. */
export const PAGE_STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#0b1a33;color:#f5f7fb;display:flex;min-height:100vh;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:16px;box-sizing:border-box}
.banner{padding:8px 16px;border-radius:999px;font-weight:700;letter-spacing:.05em}
.demo{background:#ffb300;color:#1a1a1a}.real{background:#2e7d32;color:#fff}
button,a.button{font:inherit;padding:12px 24px;border-radius:8px;border:0;cursor:pointer;text-decoration:none;display:inline-block}
.success{background:#2e7d32;color:#fff}.failure{background:#c62828;color:#fff}.cancel{background:#455a64;color:#fff}.primary{background:#ffb300;color:#1a1a1a}
img{max-width:100%;height:auto;border-radius:12px}ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:8px;justify-content:center}
`;

/**
 * The demo game page's one script: its switch button asks the embedding app for real play. It is
 * the same for every game (the id is the button's data), so the BFF's CSP allows it by its hash.
 */
export const GAME_PAGE_SCRIPT =
  "document.getElementById('switch').addEventListener('click',function(event){window.parent.postMessage({type:'lumo:switch-to-real',gameId:Number(event.currentTarget.getAttribute('data-game-id'))},'*');});";

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
const sportsbookQuerySchema = z.object({
  token: z.string().max(128).optional(),
  lang: languageCodeSchema.optional(),
});
const gamificationQuerySchema = z.object({
  action: z.enum(['wheel', 'missions', 'store', 'big-win']).default('wheel'),
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
    // A launch URL opens its game once, as a provider's single-use launch tokens do.
    const grant = launch === undefined ? undefined : context.launchGrants.get(launch);
    if (launch === undefined || grant?.gameId !== id || grant.expiresAtMs <= clock.now()) {
      return sendHtml(
        reply,
        page(
          'Game link expired',
          '<h1>This game link has expired</h1><p>Start the game again from the casino.</p>',
        ),
        410,
      );
    }
    context.launchGrants.delete(launch);
    const demo = grant.mode === 'demo';
    // Relative, so that the art loads from wherever the page was reached (the BFF serves both).
    const art = `../..${gameArtPath(id, 'desktop')}?v=${context.artVersion}`;
    const switchButton = demo
      ? `<button class="primary" id="switch" data-game-id="${id}">Play for real money</button><script>${GAME_PAGE_SCRIPT}</script>`
      : '';
    return sendHtml(
      reply,
      page(
        game.name,
        `<span class="banner ${demo ? 'demo' : 'real'}" data-mode="${grant.mode}" data-lang="${grant.lang}">${demo ? 'DEMO: playing for fun' : 'REAL MONEY'}</span><h1>${escapeXml(game.name)}</h1><img src="${escapeXml(art)}" alt="" width="400" height="300">${switchButton}`,
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

  app.get('/sportsbook', (request, reply) => {
    const query = parseRequest(sportsbookQuerySchema, request.query, 'query');
    const grant = query.token === undefined ? undefined : context.sportTokens.get(query.token);
    const player =
      grant !== undefined && grant.expiresAtMs > clock.now()
        ? store.byId(grant.playerId)
        : undefined;
    const sports = SPORTS.map(
      (sport) =>
        `<li><a class="button cancel" href="#" data-path="/${sport.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}">${escapeXml(sport.name)}</a></li>`,
    ).join('');
    return sendHtml(
      reply,
      page(
        'Mock sportsbook',
        `<h1>Mock sportsbook</h1><p data-status="${player === undefined ? 'guest' : 'player'}">${player === undefined ? 'Not logged in' : `Logged in as ${escapeXml(player.login)}`}</p><ul>${sports}</ul><script>document.querySelectorAll('[data-path]').forEach(function(link){link.addEventListener('click',function(event){event.preventDefault();window.parent.postMessage({type:'lumo:sportsbook-route',path:link.getAttribute('data-path')},'*');});});</script>`,
      ),
    );
  });

  app.get('/support-chat', (_request, reply) =>
    sendHtml(
      reply,
      page(
        'Support chat',
        '<h1>Support chat</h1><p>Hello! An agent will be with you shortly.</p><p>This is the mock support chat of the development environment.</p>',
      ),
    ),
  );

  app.get('/gamification', (request, reply) => {
    const { action } = parseRequest(gamificationQuerySchema, request.query, 'query');
    return sendHtml(
      reply,
      page(
        'Gamification',
        `<h1>Gamification: ${escapeXml(action)}</h1><p>The mock panel of the gamification service.</p>`,
      ),
    );
  });
}

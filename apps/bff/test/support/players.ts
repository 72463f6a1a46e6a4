// Signing demo players in through a BFF for integration tests: each player gets a cookie jar of
// their own and a typed tRPC client that sends its cookie (and any headers a test adds).
import { randomUUID } from 'node:crypto';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { JackpotWinItem } from '@casino/shared';
import { DEMO_PASSWORD } from '@casino/mock-world';
import type { AppRouter } from '../../src/router.js';
import { qa } from './bff.js';
import { Browser } from './browser.js';

/** Logins per minute a test BFF allows one address, far above what a test file makes. */
export const TEST_RATE_LIMITS = { RATE_LIMITS: 'login.ip=10000/60' } as const;

export const DEMO = {
  bonus: { id: 1001, email: 'bonus@demo.lumo.test' },
  unverified: { id: 1002, email: 'unverified@demo.lumo.test' },
  uk: { id: 1003, email: 'uk@demo.lumo.test' },
  noBirthday: { id: 1004, email: 'nobirthday@demo.lumo.test' },
  vip: { id: 1005, email: 'vip@demo.lumo.test' },
  plain: { id: 1006, email: 'plain@demo.lumo.test' },
} as const;
export type DemoName = keyof typeof DEMO;

export function clientFor(url: string, browser: Browser, headers: Record<string, string> = {}) {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${url}/trpc`, fetch: browser.fetch, headers })],
  });
}
export type PlayerClient = ReturnType<typeof clientFor>;

export interface SignedIn {
  browser: Browser;
  client: PlayerClient;
}

/** A browser signed in as the demo player; `headers` go with every call (a geo header, say). */
export async function signIn(
  url: string,
  name: DemoName,
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const browser = new Browser();
  const client = clientFor(url, browser, headers);
  await client.auth.login.mutate({ email: DEMO[name].email, password: DEMO_PASSWORD });
  return { browser, client };
}

/** A guest's client (no cookie). */
export function guest(url: string, headers: Record<string, string> = {}): PlayerClient {
  return clientFor(url, new Browser(), headers);
}

/** A fresh idempotency key, as the SPA makes one per player action. */
export function actionKey(): string {
  return randomUUID();
}

/** Changes a demo player's state through QA (balances, wagering list, country…). */
export async function setPlayerState(url: string, name: DemoName, state: object): Promise<void> {
  await qa(url, 'PUT', `/players/${String(DEMO[name].id)}/state`, state);
}

/** Awards the demo player a pending jackpot win through QA. */
export async function awardJackpotWin(
  url: string,
  name: DemoName,
  award: {
    tier?: 'gold' | 'silver' | 'bronze';
    amount?: number;
    gameId?: number;
    wager?: boolean;
  } = {},
): Promise<JackpotWinItem> {
  return (await qa(
    url,
    'POST',
    `/players/${String(DEMO[name].id)}/jackpot-win`,
    award,
  )) as JackpotWinItem;
}

/** The mock payment page's buttons: settles a deposit and answers where the player lands. */
export async function settleDeposit(
  redirectUrl: string,
  paymentId: string,
  outcome: 'success' | 'failure' | 'cancel',
): Promise<URL> {
  const page = await fetch(redirectUrl);
  if (page.status !== 200) throw new Error(`the payment page answered ${String(page.status)}`);
  const done = await fetch(new URL('/pages/pay/complete', redirectUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome, payment_id: paymentId }).toString(),
    redirect: 'manual',
  });
  const location = done.headers.get('location');
  if (done.status !== 303 || location === null) {
    throw new Error(`the payment page did not redirect (${String(done.status)})`);
  }
  return new URL(location);
}

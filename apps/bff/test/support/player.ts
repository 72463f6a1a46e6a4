// Signing demo players in through a running BFF, each with a browser of their own.
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '../../src/mock/data/players.js';
import { Browser } from './browser.js';

export interface SignedIn {
  browser: Browser;
  client: ReturnType<Browser['client']>;
}

/** A browser signed in as the demo player (the shared demo password). */
export async function signIn(url: string, email: string): Promise<SignedIn> {
  const browser = new Browser();
  const client = browser.client(url);
  await client.auth.login.mutate({ email, password: DEMO_PASSWORD });
  return { browser, client };
}

/** A fresh idempotency key, as the SPA makes one per player action. */
export function newKey(): string {
  return randomUUID();
}

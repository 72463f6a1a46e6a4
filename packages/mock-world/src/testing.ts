import type { FastifyInstance, InjectOptions } from 'fastify';
import { authResultSchema, upstreamErrorBodySchema } from '@casino/upstream-contract';
import { type MockApp, type MockAppOptions, buildMockApp } from './app.js';
import { DEMO_PASSWORD } from './data/players.js';

// For the mock's own tests (and the BFF's): a mock app on a fixed clock, JSON calls
// through inject, and logging in as a demo player.

/** A Wednesday noon, UTC: tests read the mock clock from here. */
export const TEST_NOW = Date.parse('2025-03-12T12:00:00Z');

export function testMockApp(options: MockAppOptions = {}): MockApp {
  return buildMockApp({ seed: 1, now: () => TEST_NOW, ...options });
}

export interface JsonAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

export async function call(
  app: FastifyInstance,
  method: NonNullable<InjectOptions['method']>,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonAnswer> {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
  const isJson = response.headers['content-type']?.toString().includes('application/json') ?? false;
  return {
    status: response.statusCode,
    body: isJson ? response.json() : undefined,
    headers: response.headers,
    text: response.body,
  };
}

/** Logs in as a demo player (the shared demo password) and returns the upstream token. */
export async function loginAs(app: FastifyInstance, email: string): Promise<string> {
  const answer = await call(app, 'POST', '/casino/auth/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  if (answer.status !== 200) throw new Error(`login of ${email} answered ${answer.status}`);
  return authResultSchema.parse(answer.body).token;
}

/** The contract error code of an error answer's body. */
export function errorCode(body: unknown): string {
  return upstreamErrorBodySchema.parse(body).error.code;
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

// A request can be answered before Fastify routes it: the lean read route keeps guests' shared
// answers here, and a hit costs what it must (the bytes, the request id, the metrics) instead of
// Fastify's routing, hooks and per-request logger (docs/decisions/023).

/** Answers a request at once and says so, or leaves it to Fastify (false). */
export type FrontDoorAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface FrontDoor {
  /** Fastify's `serverFactory`: the HTTP server Fastify would make, with the answerer in front. */
  serverFactory: FastifyServerFactory;
  /** Sets the answerer (one per app). */
  answerFirst: (answer: FrontDoorAnswer) => void;
  /**
   * While any such `check` holds, every request goes to Fastify, answerer or not: load shedding
   * and draining act in Fastify's hooks, and a hit must not slip past them.
   */
  passWhile: (check: () => boolean) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    frontDoor: FrontDoor;
  }
}

interface ServerOptions {
  http?: Parameters<typeof createServer>[0];
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number;
}

/**
 * How often Node looks for requests past their headers or request timeout. Its default (30 s)
 * would let a client that sends headers a byte a second hold its socket that much longer.
 */
const CONNECTIONS_CHECK_MS = 1_000;

export interface FrontDoorOptions {
  /** The time a client has to send a request's headers (Node's headersTimeout). */
  headersTimeoutMs: number;
}

export function createFrontDoor({ headersTimeoutMs }: FrontDoorOptions): FrontDoor {
  let answer: FrontDoorAnswer | null = null;
  const passChecks: (() => boolean)[] = [];
  const pass = () => passChecks.some((check) => check());
  return {
    serverFactory: (handler, options) => {
      const settings = options as unknown as ServerOptions;
      const serverOptions = {
        ...settings.http,
        headersTimeout: headersTimeoutMs,
        connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
      };
      const server = createServer(serverOptions, (request, response) => {
        if (pass() || answer?.(request, response) !== true) handler(request, response);
      });
      // What Fastify sets on the server it makes itself.
      server.keepAliveTimeout = settings.keepAliveTimeout;
      server.requestTimeout = settings.requestTimeout;
      server.setTimeout(settings.connectionTimeout);
      if (settings.maxRequestsPerSocket !== undefined && settings.maxRequestsPerSocket > 0) {
        server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
      }
      return server;
    },
    answerFirst: (next) => {
      answer = next;
    },
    passWhile: (check) => {
      passChecks.push(check);
    },
  };
}

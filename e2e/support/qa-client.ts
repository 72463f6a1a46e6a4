import { QaClient as TypedQaClient, type QaSend } from '@casino/mock-world/qa';
import type { APIRequestContext } from '@playwright/test';

// The journeys' client of a worker's /qa (the BFF forwards it to its mock world; docs/UPSTREAMS.md,
// "QA controls"): the mock world's typed client (@casino/mock-world/qa, the one the SPA's QA panel
// uses too) over Playwright's request context. Bodies are typed by the controls' own schemas and
// every answer is parsed, so a journey fails at the call that went wrong.

export {
  DEMO_PLAYERS,
  QA_UPSTREAM_NAMES as UPSTREAM_NAMES,
  type ClockView,
  type CatchGameFacts,
  type Counters,
  type MiniGamesView,
  type PlayerRef,
  type PlayerState,
  type QaMail,
  type QaPlayer,
  type QaUpstreamName as UpstreamName,
} from '@casino/mock-world/qa';

function playwrightSend(request: APIRequestContext): QaSend {
  return async (method, path, body) => {
    const response = await request.fetch(path, {
      method,
      ...(body === undefined ? {} : { data: body }),
    });
    return { status: response.status(), text: await response.text() };
  };
}

export class QaClient extends TypedQaClient {
  constructor(request: APIRequestContext) {
    super(playwrightSend(request));
  }
}

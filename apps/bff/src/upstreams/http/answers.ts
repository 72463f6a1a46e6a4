import { z } from 'zod';
import type { UpstreamName } from '../../config.js';
import { upstreamErrorBodySchema } from '@casino/upstream-contract';
import type { UpstreamLogger } from '../http-client.js';
import { UpstreamError } from '../upstream-error.js';
import type { Call, RawResponse } from './call.js';

/** Bodies are logged at debug level only, and cut to this many characters. */
const LOGGED_BODY_CHARS = 1_000;

function truncate(text: string): string {
  return text.length > LOGGED_BODY_CHARS ? `${text.slice(0, LOGGED_BODY_CHARS)}…` : text;
}

export interface AnswerReader {
  /** A refusal (4xx, 5xx) as an UpstreamError, with the upstream's code when its body has one. */
  httpError: (call: Call, route: string, response: RawResponse) => UpstreamError;
  /** A 4xx throws as httpError says; any other answer is the schema's, or 'bad_response'. */
  parse: <S extends z.ZodType>(
    call: Call,
    route: string,
    response: RawResponse,
    schema: S,
  ) => Promise<z.output<S>>;
}

/** How one upstream's answers become values or UpstreamErrors. */
export function createAnswerReader(name: UpstreamName, logger: UpstreamLogger): AnswerReader {
  /** An answer the client will not use, at debug level; a credential-bearing body never. */
  function logAnswer(call: Call, route: string, response: RawResponse, message: string): void {
    logger.debug(
      {
        upstream: name,
        method: call.method,
        route,
        status: response.status,
        body: call.options.sensitive ? '[not logged]' : truncate(response.text),
      },
      message,
    );
  }

  function httpError(call: Call, route: string, response: RawResponse): UpstreamError {
    let body: unknown;
    try {
      body = JSON.parse(response.text);
    } catch {
      body = undefined;
    }
    const parsed = upstreamErrorBodySchema.safeParse(body);
    logAnswer(call, route, response, 'upstream error answer');
    return new UpstreamError({
      upstream: name,
      kind: 'http',
      method: call.method,
      route,
      status: response.status,
      upstreamCode: parsed.success ? parsed.data.error.code : undefined,
      detail: parsed.success ? parsed.data.error.message : undefined,
      details: parsed.success ? parsed.data.error.details : undefined,
    });
  }

  async function parse<S extends z.ZodType>(
    call: Call,
    route: string,
    response: RawResponse,
    schema: S,
  ): Promise<z.output<S>> {
    if (response.status >= 400) throw httpError(call, route, response);
    const badResponse = (detail: string, cause?: unknown) => {
      logAnswer(call, route, response, 'upstream answer refused');
      return new UpstreamError({
        upstream: name,
        kind: 'bad_response',
        method: call.method,
        route,
        status: response.status,
        detail,
        cause,
      });
    };
    let body: unknown;
    try {
      // An empty body (204) reaches the schema as undefined, so z.undefined() can accept it.
      body = response.text === '' ? undefined : JSON.parse(response.text);
    } catch (error) {
      throw badResponse('the body is not JSON', error);
    }
    const parsed = await schema.safeParseAsync(body);
    if (!parsed.success) throw badResponse(z.prettifyError(parsed.error), parsed.error);
    return parsed.data;
  }

  return { httpError, parse };
}

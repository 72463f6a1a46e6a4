import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';

// A tRPC query through a Playwright request context, as the SPA asks it (GET, the input as JSON),
// its answer parsed: the mock world's real ids for a journey's paths.

/** The answer of `procedure` for `input`, parsed by `schema`; throws on a failed answer. */
export async function query<S extends z.ZodType>(
  request: APIRequestContext,
  procedure: string,
  schema: S,
  input?: unknown,
): Promise<z.output<S>> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await request.get(`/trpc/${procedure}${search}`);
  if (!response.ok()) throw new Error(`${procedure} answered ${String(response.status())}`);
  const { data } = z
    .object({ result: z.object({ data: z.unknown() }) })
    .parse(await response.json()).result;
  return schema.parse(data);
}

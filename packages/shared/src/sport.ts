import { z } from 'zod';

export const sportSchema = z.object({
  name: z.string().min(1),
  sport_id: z.number().int().positive(),
});
export type Sport = z.infer<typeof sportSchema>;

export const sportListSchema = z.array(sportSchema);
export type SportList = z.infer<typeof sportListSchema>;

/** The sportsbook token call's answer; the token is short-lived and scoped to the sportsbook. */
export const sportTokenResponseSchema = z.object({
  data: z.object({ token: z.string() }),
});
export type SportTokenResponse = z.infer<typeof sportTokenResponseSchema>;

/**
 * The token of a sport-token answer. Any failure (no answer, an error body, a malformed one)
 * yields an empty token, so the sportsbook opens logged out instead of not at all.
 */
export function sportTokenOrEmpty(response: unknown): string {
  const parsed = sportTokenResponseSchema.safeParse(response);
  return parsed.success ? parsed.data.data.token : '';
}

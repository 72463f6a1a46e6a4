import { emailSchema, protectionRequestSchema } from '@casino/shared';
import { z } from 'zod';

// Request bodies of QA's protection controls (docs/UPSTREAMS.md, "QA controls"): start or lift a
// player's time-out or self-exclusion, age it, and the mock GAMSTOP register.

/** A protection in force from now (as the player would ask), or `{ kind: null }` to lift it. */
export const qaProtectionSchema = z.union([
  protectionRequestSchema,
  z.object({ kind: z.null() }).strict(),
]);
export type QaProtection = z.infer<typeof qaProtectionSchema>;

/**
 * Moves the player's protection back by some hours (its start, its end and the return request):
 * a cooling-off or a time-out seen to end without moving the whole world's clock.
 */
export const qaProtectionAgeSchema = z
  .object({
    hours: z
      .number()
      .positive()
      .max(24 * 366 * 10),
  })
  .strict();

/** Puts an address on the mock GAMSTOP register, or takes it off. */
export const qaGamstopPatchSchema = z
  .object({ email: emailSchema, registered: z.boolean() })
  .strict();
export type QaGamstopPatch = z.infer<typeof qaGamstopPatchSchema>;

import { z } from 'zod';

// Marketing preferences (docs/decisions/040-safer-gambling-protection.md): per product and per
// channel, every one unticked until the player ticks it (UKGC, from 1 May 2025: consent per
// product and channel, no pre-ticked box). Nothing is sent while a time-out or self-exclusion
// lasts, whatever is ticked.

export const MARKETING_PRODUCTS = ['casino', 'sport'] as const;
export type MarketingProduct = (typeof MARKETING_PRODUCTS)[number];
export const MARKETING_CHANNELS = ['email', 'sms', 'phone'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

const channelsSchema = z.object({ email: z.boolean(), sms: z.boolean(), phone: z.boolean() });
export const marketingPreferencesSchema = z.object({
  casino: channelsSchema,
  sport: channelsSchema,
});
export type MarketingPreferences = z.infer<typeof marketingPreferencesSchema>;

/** Nothing ticked: where every account starts. */
export function noMarketing(): MarketingPreferences {
  return {
    casino: { email: false, sms: false, phone: false },
    sport: { email: false, sms: false, phone: false },
  };
}

/** Whether a product's marketing may go out by a channel: ticked, and no protection in force. */
export function marketingAllowed(
  preferences: MarketingPreferences,
  product: MarketingProduct,
  channel: MarketingChannel,
  isProtected: boolean,
): boolean {
  return !isProtected && preferences[product][channel];
}

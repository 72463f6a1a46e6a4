/** The mock world's seed when none is configured; the BFF's config and the mock share it. */
export const DEFAULT_MOCK_SEED = 20_250_918;

/**
 * The mock world's seed when a caller gives none (the standalone program without MOCK_SEED, tests).
 * The BFF's config owns its own default, equal to this one, so that a shared mock world and one
 * the BFF starts in process are the same world.
 */
export const DEFAULT_MOCK_SEED = 20_250_918;

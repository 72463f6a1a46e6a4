// Loaded with `node --import` after tsx: makes this process resolve as a production install does,
// where the mock world and its generator are not installed (the Dockerfile's `--prod` install).
import { register } from 'node:module';

register('./refuse-mock-world-hooks.mjs', import.meta.url);

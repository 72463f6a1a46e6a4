import { webProject } from './vitest.config.js';

// The web app's tests that replace a module with vi.mock: each file in a module graph of its own.
export default webProject(true);

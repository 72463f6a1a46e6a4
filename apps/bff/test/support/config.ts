import { loadConfig, type Config } from '../../src/config.js';

/**
 * The configuration of a test's app: ENV over the defaults, logs silent and no load shedding
 * (overload.test.ts sets its own limit). A machine busy with other suites lags past the production
 * event-loop limit with no load of the test's own, and a test's app must not answer it with 503.
 */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', ...env });
}

import { Script } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MockApp } from '../app.js';
import { call, testMockApp } from '../testing.js';
import { GAMIFICATION_PANEL_SCRIPT, MOCK_GAMIFICATION_PANEL_PATH } from './gamification-panel.js';

const HOST = 'http://127.0.0.1:3000';

let mock: MockApp;

beforeEach(() => {
  mock = testMockApp();
});
afterEach(async () => {
  await mock.app.close();
});

function panel(query: string) {
  return call(mock.app, 'GET', `${MOCK_GAMIFICATION_PANEL_PATH}${query}`);
}

describe('the mock gamification panel page', () => {
  it('is opened for one host origin, which alone may frame it, in the language asked', async () => {
    const page = await panel(`?host=${encodeURIComponent(HOST)}&action=missions&lang=de`);
    expect(page.status).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors ${HOST}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<html lang="de">');
    expect(page.text).toContain(`<script src="${MOCK_GAMIFICATION_PANEL_PATH}/app.js"></script>`);
    expect(page.text).not.toMatch(/<script>/);
    expect(page.text).toContain('"host":"http://127.0.0.1:3000"');
    expect(page.text).toContain('"action":"missions"');
  });

  it('reads gb as English and opens on the wheel when no action is named', async () => {
    const page = await panel(`?host=${encodeURIComponent(HOST)}&lang=gb`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('"action":"wheel"');
    expect(page.text).toContain('"language":"gb"');
  });

  it('refuses a missing host, a host with a path, a non-http one and an unknown action', async () => {
    for (const query of [
      '',
      `?host=${encodeURIComponent(`${HOST}/rewards`)}`,
      `?host=${encodeURIComponent('javascript:alert(1)')}`,
      `?host=${encodeURIComponent(HOST)}&action=jackpot`,
      `?host=${encodeURIComponent(HOST)}&lang=fr`,
    ]) {
      expect((await panel(query)).status, query).toBe(400);
    }
  });

  it('serves its script and style from its own origin, never posting to "*"', async () => {
    const script = await panel('/app.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.text).toBe(GAMIFICATION_PANEL_SCRIPT);
    expect(() => new Script(GAMIFICATION_PANEL_SCRIPT)).not.toThrow();
    expect(script.text).toContain('postMessage(message,host)');
    expect(script.text).not.toContain("'*'");
    const style = await panel('/app.css');
    expect(style.headers['content-type']).toContain('text/css');
  });
});

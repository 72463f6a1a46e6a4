import {
  GAMIFICATION_HOST_TEARDOWN,
  GAMIFICATION_PANEL_BUY,
  GAMIFICATION_PANEL_READY,
} from '@casino/shared';
import { describe, expect, it, vi } from 'vitest';
import { createGamificationPanelHost, httpOriginOf, type PanelWindow } from './panel-host.js';

const PANEL_ORIGIN = 'http://127.0.0.1:4010';

function setUp() {
  const target = new EventTarget();
  const panel: PanelWindow = { postMessage: vi.fn() };
  let current: PanelWindow | null = panel;
  const onMessage = vi.fn();
  const host = createGamificationPanelHost({
    host: target as unknown as Parameters<typeof createGamificationPanelHost>[0]['host'],
    panelOrigin: PANEL_ORIGIN,
    panelWindow: () => current,
    onMessage,
  });
  const deliver = (data: unknown, origin = PANEL_ORIGIN, source: unknown = panel) => {
    target.dispatchEvent(
      new MessageEvent('message', { data, origin, source: source as MessageEventSource }),
    );
  };
  return {
    host,
    panel,
    onMessage,
    deliver,
    removePanel: () => {
      current = null;
    },
  };
}

describe('the gamification panel host', () => {
  it('takes a well-formed message from the panel origin and window', () => {
    const { onMessage, deliver } = setUp();
    deliver({ type: GAMIFICATION_PANEL_BUY, itemId: 'spins-10' });
    expect(onMessage).toHaveBeenCalledWith({ type: GAMIFICATION_PANEL_BUY, itemId: 'spins-10' });
  });

  it('ignores a message from a foreign origin, another window, or of no known shape', () => {
    const { onMessage, deliver } = setUp();
    deliver({ type: GAMIFICATION_PANEL_READY }, 'https://evil.example');
    deliver({ type: GAMIFICATION_PANEL_READY }, PANEL_ORIGIN, {});
    deliver({ type: GAMIFICATION_PANEL_READY }, 'http://127.0.0.1:4011');
    deliver({ type: 'lumo-gamification:credit', amount: 100 });
    deliver('lumo-gamification:ready');
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('posts to the panel exact origin, never *', () => {
    const { host, panel } = setUp();
    expect(host.post({ type: GAMIFICATION_HOST_TEARDOWN })).toBe(true);
    expect(panel.postMessage).toHaveBeenCalledWith(
      { type: GAMIFICATION_HOST_TEARDOWN },
      PANEL_ORIGIN,
    );
  });

  it('sends and takes nothing without a panel or once disposed', () => {
    const { host, panel, onMessage, deliver } = setUp();
    host.dispose();
    deliver({ type: GAMIFICATION_PANEL_READY });
    expect(host.post({ type: GAMIFICATION_HOST_TEARDOWN })).toBe(false);
    expect(onMessage).not.toHaveBeenCalled();
    expect(panel.postMessage).not.toHaveBeenCalled();

    const second = setUp();
    second.removePanel();
    second.deliver({ type: GAMIFICATION_PANEL_READY });
    expect(second.host.post({ type: GAMIFICATION_HOST_TEARDOWN })).toBe(false);
    expect(second.onMessage).not.toHaveBeenCalled();
  });

  it('reads the exact origin of an http(s) URL, else null', () => {
    expect(httpOriginOf('https://panel.example.com:8443/gamification?x=1')).toBe(
      'https://panel.example.com:8443',
    );
    expect(httpOriginOf('http://127.0.0.1:4010/pages/gamification')).toBe('http://127.0.0.1:4010');
    expect(httpOriginOf('javascript:alert(1)')).toBeNull();
    expect(httpOriginOf('not a url')).toBeNull();
  });
});

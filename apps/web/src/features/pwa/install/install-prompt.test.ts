import { describe, expect, it, vi } from 'vitest';
import {
  createInstallPrompt,
  installPlatformOf,
  iosBrowserOf,
  type InstallEnvironment,
} from './install-prompt.js';

class FakeMedia extends EventTarget {
  constructor(public matches: boolean) {
    super();
  }
  set(matches: boolean): void {
    this.matches = matches;
    this.dispatchEvent(new Event('change'));
  }
}

function environment({ standalone = false, safariStandalone = false } = {}) {
  const media = {
    '(display-mode: standalone)': new FakeMedia(standalone),
    '(display-mode: fullscreen)': new FakeMedia(false),
  };
  const target = new EventTarget() as InstallEnvironment & { media: typeof media };
  return Object.assign(target, {
    media,
    matchMedia: (query: string) => media[query as keyof typeof media],
    navigator: { standalone: safariStandalone },
  });
}

function promptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  return Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
}

describe('the install prompt', () => {
  it('keeps the browser’s prompt (its own banner held back) and shows it once on request', async () => {
    const env = environment();
    const install = createInstallPrompt(env);
    const onChange = vi.fn();
    install.subscribe(onChange);
    expect(install.state()).toEqual({ canPrompt: false, installed: false });
    expect(await install.promptInstall()).toBe('unavailable');

    const event = promptEvent('accepted');
    env.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(install.state()).toEqual({ canPrompt: true, installed: false });
    expect(onChange).toHaveBeenCalledTimes(1);

    expect(await install.promptInstall()).toBe('accepted');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(install.state()).toEqual({ canPrompt: false, installed: true });
    expect(await install.promptInstall()).toBe('unavailable');
  });

  it('drops a dismissed prompt: the browser gives a new one later', async () => {
    const env = environment();
    const install = createInstallPrompt(env);
    env.dispatchEvent(promptEvent('dismissed'));
    expect(await install.promptInstall()).toBe('dismissed');
    expect(install.state()).toEqual({ canPrompt: false, installed: false });
  });

  it('ignores an event that is not a real prompt', () => {
    const env = environment();
    const install = createInstallPrompt(env);
    const fake = new Event('beforeinstallprompt', { cancelable: true });
    env.dispatchEvent(fake);
    expect(fake.defaultPrevented).toBe(false);
    expect(install.state().canPrompt).toBe(false);
  });

  it('tracks the installed state: display mode, Safari’s standalone, appinstalled', () => {
    expect(createInstallPrompt(environment({ standalone: true })).state().installed).toBe(true);
    expect(createInstallPrompt(environment({ safariStandalone: true })).state().installed).toBe(
      true,
    );
    const env = environment();
    const install = createInstallPrompt(env);
    env.media['(display-mode: fullscreen)'].set(true);
    expect(install.state().installed).toBe(true);
    env.media['(display-mode: fullscreen)'].set(false);
    expect(install.state().installed).toBe(false);
    env.dispatchEvent(new Event('appinstalled'));
    expect(install.state().installed).toBe(true);
  });

  it('stops listening when stopped', () => {
    const env = environment();
    const install = createInstallPrompt(env);
    install.stop();
    env.dispatchEvent(promptEvent('accepted'));
    expect(install.state().canPrompt).toBe(false);
  });
});

describe('installPlatformOf', () => {
  it('knows iPhones, iPads that say they are Macs, Android and the rest', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(installPlatformOf({ userAgent: iphone })).toBe('ios');
    expect(
      installPlatformOf({
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15',
        platform: 'MacIntel',
        maxTouchPoints: 5,
      }),
    ).toBe('ios');
    expect(
      installPlatformOf({
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15',
        platform: 'MacIntel',
        maxTouchPoints: 0,
      }),
    ).toBe('desktop');
    expect(installPlatformOf({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' })).toBe(
      'android',
    );
  });

  it('tells Chrome and Edge on iOS from Safari', () => {
    expect(iosBrowserOf('... CriOS/120.0 Mobile/15E148 Safari/604.1')).toBe('chrome');
    expect(iosBrowserOf('... EdgiOS/120.0 Mobile/15E148 Safari/604.1')).toBe('edge');
    expect(iosBrowserOf('... Version/17.4 Mobile/15E148 Safari/604.1')).toBe('safari');
  });
});

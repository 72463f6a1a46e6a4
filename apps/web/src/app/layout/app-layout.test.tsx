import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMedia } from '../../components/ui/media-stub.js';
import { renderWithKit } from '../../components/ui/render-with-kit.js';
import { AppLayout } from './app-layout.js';

// Where the bottom bar shows: below 1024 px, and at every width in the installed app (opened from
// the home screen at /pwa). The frame's own parts stand in for the real ones here.

vi.mock('./header.js', () => ({ Header: () => <header>Header</header> }));
vi.mock('./footer.js', () => ({ Footer: () => <footer>Footer</footer> }));
vi.mock('./bottom-bar.js', () => ({ BottomBar: () => <nav aria-label="Bottom bar" /> }));
vi.mock('./sidebar.js', () => ({ Sidebar: () => <nav aria-label="Main menu" /> }));
vi.mock(
  '../../lib/session.js',
  async () => (await import('../../lib/signed-in-test-doubles.js')).sessionDouble,
);
vi.mock('../../features/safer-gambling/feature.js', () => ({
  loadLimitsWatcher: () => Promise.resolve(() => null),
}));
vi.mock('../../lib/healthy-load.js', () => ({ useClearReloadCountWhenHealthy: () => undefined }));

afterEach(() => {
  vi.restoreAllMocks();
});

const bottomBar = () => screen.queryByRole('navigation', { name: 'Bottom bar' });

describe('the layout’s bottom bar', () => {
  it('shows below 1024 px and not beside the sidebar in a browser', () => {
    const media = stubMedia({ width: 375 });
    const { container } = renderWithKit(<AppLayout />);
    expect(bottomBar()).not.toBeNull();
    act(() => {
      media.set({ width: 1440 });
    });
    expect(bottomBar()).toBeNull();
    expect(container.querySelector('.layout')?.className).not.toContain('layout--bottom-bar');
  });

  it('stays at every width in the installed app, with room kept for it', () => {
    stubMedia({ width: 1440, installed: true });
    const { container } = renderWithKit(<AppLayout />);
    expect(bottomBar()).not.toBeNull();
    expect(container.querySelector('.layout')?.className).toContain('layout--bottom-bar');
  });
});

import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { inEveryLanguage } from './route-table.js';

// The language routes in a router: what they hold is drawn once for every language, /en/... loses
// its prefix and a segment that is no language meets the catch-all.

let mounts = 0;

function Layout() {
  const [mount] = useState(() => ++mounts);
  return (
    <main data-mount={mount}>
      <Outlet />
    </main>
  );
}

function renderAt(pathname: string) {
  mounts = 0;
  const router = createMemoryRouter(
    inEveryLanguage(() => [
      {
        element: <Layout />,
        children: [
          { path: 'games/:categoryId?', element: <h1>Games</h1> },
          { path: '*', element: <h1>Not found</h1> },
        ],
      },
    ]),
    { initialEntries: [pathname] },
  );
  const view = render(<RouterProvider router={router} />);
  const layout = () => view.container.querySelector('main')?.dataset.mount;
  return { router, layout };
}

const at = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) =>
  `${pathname}${search}${hash}`;

describe('the language routes', () => {
  it('keep the layout mounted, its state with it, when the language changes', async () => {
    const { router, layout } = renderAt('/games/slots');
    for (const next of ['/de/games/slots', '/ro/games/slots', '/games/slots', '/gb/games']) {
      await act(() => router.navigate(next));
      expect(router.state.location.pathname).toBe(next);
      expect(screen.getByRole('heading').textContent).toBe('Games');
    }
    expect(layout()).toBe('1');
    expect(mounts).toBe(1);
  });

  it('send /en/... to the same path without a prefix, its query and hash kept', () => {
    const { router } = renderAt('/en/games/live?sort=new#top');
    expect(at(router.state.location)).toBe('/games/live?sort=new#top');
    expect(screen.getByRole('heading').textContent).toBe('Games');
  });

  it.each(['/xx/games', '/DE/games', '/games/slots/more'])(
    'give %s, a segment that is no language or no page, to the catch-all',
    (pathname) => {
      renderAt(pathname);
      expect(screen.getByRole('heading').textContent).toBe('Not found');
    },
  );
});

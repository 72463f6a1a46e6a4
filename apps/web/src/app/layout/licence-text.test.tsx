import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver } from '../../components/ui/observer-stub.js';
import { LicenceText } from './licence-text.js';

// The licence's HTML (and the sanitiser it needs) waits for the footer's end to near the
// viewport. What the sanitiser keeps is sanitize.test.ts's: DOMPurify cannot work under
// happy-dom (that file says why), so this test looks only at when the text comes.

const HTML = 'Licensed by the <a href="https://authority.test/">Authority</a>.';

beforeEach(() => {
  FakeObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LicenceText', () => {
  it('draws nothing while far below the viewport, then the licence once near it', async () => {
    const { container } = render(<LicenceText html={HTML} className="licence" />);
    expect(container.querySelector('.licence')?.innerHTML).toBe('');
    const [observer] = [...FakeObserver.live];
    expect(observer?.options?.rootMargin).toBe('600px 0px');

    act(() => {
      FakeObserver.report(true);
    });
    const link = await screen.findByRole('link', { name: 'Authority' });
    expect(link.getAttribute('href')).toBe('https://authority.test/');
    // Drawn once: leaving the viewport again keeps it.
    act(() => {
      FakeObserver.report(false);
    });
    expect(screen.getByRole('link', { name: 'Authority' })).toBeTruthy();
  });
});

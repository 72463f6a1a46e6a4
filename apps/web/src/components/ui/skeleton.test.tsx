import { describe, expect, it } from 'vitest';
import { renderWithKit } from './render-with-kit.js';
import { Skeleton } from './skeleton.js';

describe('Skeleton', () => {
  it('takes the final size it is given, in pixels or any length', () => {
    const { container } = renderWithKit(
      <>
        <Skeleton width={184} height={248} />
        <Skeleton width="100%" height="1.5em" shape="text" />
      </>,
    );
    const [tile, line] = Array.from(container.querySelectorAll('span'));
    expect(tile?.style.width).toBe('184px');
    expect(tile?.style.height).toBe('248px');
    expect(line?.style.width).toBe('100%');
    expect(line?.style.height).toBe('1.5em');
  });

  it('is hidden from screen readers', () => {
    const { container } = renderWithKit(<Skeleton width={40} height={40} shape="circle" />);
    expect(container.querySelector('span')?.getAttribute('aria-hidden')).toBe('true');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from './render-with-kit.js';
import { SegmentedControl } from './segmented-control.js';

const methods = [
  { id: 'banking', label: 'Banking' },
  { id: 'crypto', label: 'Crypto' },
] as const;

describe('SegmentedControl', () => {
  it('is a radio group the arrow keys move through', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <>
        <button type="button">Before</button>
        <SegmentedControl
          label="Payment type"
          segments={methods}
          defaultValue="banking"
          onChange={onChange}
        />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Payment type' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Banking' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Crypto' })).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Crypto' }));
    expect(onChange).toHaveBeenLastCalledWith('crypto');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Banking' })).toHaveProperty('checked', true);
    expect(onChange).toHaveBeenLastCalledWith('banking');
  });

  it('is entered at the chosen segment', async () => {
    const { user } = renderWithKit(
      <>
        <button type="button">Before</button>
        <SegmentedControl label="Bonus" segments={methods} defaultValue="crypto" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Crypto' }));
  });
});

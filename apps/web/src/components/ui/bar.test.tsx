import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Meter } from './meter.js';
import { ProgressBar } from './progress-bar.js';
import { renderWithKit } from './render-with-kit.js';

function fillScale(bar: HTMLElement): string | undefined {
  return bar.querySelector<HTMLElement>('[style]')?.style.transform;
}

describe('ProgressBar', () => {
  it('is a progressbar named by its label, with its value as a percentage', () => {
    renderWithKit(<ProgressBar label="Uploading" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('40%');
    expect(bar.textContent).toBe('Uploading40%');
    expect(fillScale(bar)).toBe('scaleX(0.4)');
  });

  it('reads its value in the page language and keeps a hidden label for screen readers', () => {
    renderWithKit(<ProgressBar label="Hochladen" value={0.25} maxValue={1} hideLabel />, {
      language: 'de',
    });
    const bar = screen.getByRole('progressbar', { name: 'Hochladen' });
    // German puts a no-break space before the sign.
    expect(bar.getAttribute('aria-valuetext')).toBe('25\u00a0%');
    expect(screen.getByText('Hochladen').className).toBe('visually-hidden');
  });

  it('without a value is indeterminate: no value stated, no fill width', () => {
    renderWithKit(<ProgressBar label="Uploading" />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.textContent).toBe('Uploading');
    expect(fillScale(bar)).toBeUndefined();
  });
});

describe('Meter', () => {
  it('is a meter named by its label, its value stated and drawn', () => {
    renderWithKit(<Meter label="Progress to the next level" value={0.6} maxValue={1} />);
    const meter = screen.getByRole('meter', { name: 'Progress to the next level' });
    expect(meter.getAttribute('aria-valuenow')).toBe('0.6');
    expect(meter.getAttribute('aria-valuetext')).toBe('60%');
    expect(fillScale(meter)).toBe('scaleX(0.6)');
  });

  it('takes a value text of its own and can leave it off the screen', () => {
    renderWithKit(
      <Meter label="Points" value={120} maxValue={300} valueLabel="120 of 300" hideValue />,
    );
    const meter = screen.getByRole('meter', { name: 'Points' });
    expect(meter.getAttribute('aria-valuetext')).toBe('120 of 300');
    expect(meter.textContent).toBe('Points');
  });
});

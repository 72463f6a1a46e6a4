import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from './render-with-kit.js';
import { ButtonLink } from './button-look.js';
import { Button } from './button.js';

describe('Button', () => {
  it('presses', async () => {
    const onPress = vi.fn();
    const { user } = renderWithKit(<Button onPress={onPress}>Deposit</Button>);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, says so, keeps focus and ignores presses', async () => {
    const onPress = vi.fn();
    const { user } = renderWithKit(
      <>
        <button type="button">Before</button>
        <Button isLoading onPress={onPress}>
          Deposit
        </Button>
      </>,
    );
    const button = screen.getByRole('button', { name: /Deposit/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('is not busy otherwise', () => {
    renderWithKit(<Button>Deposit</Button>);
    expect(screen.getByRole('button', { name: 'Deposit' }).hasAttribute('aria-busy')).toBe(false);
  });

  it('can be a link of the router', () => {
    renderWithKit(
      <ButtonLink to="/de/promotions" variant="secondary">
        Promotions
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe(
      '/de/promotions',
    );
  });
});

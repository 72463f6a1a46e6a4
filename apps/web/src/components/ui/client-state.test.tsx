import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from './render-with-kit.js';
import { ClientState } from './client-state.js';

describe('ClientState', () => {
  it('UNAUTHORIZED asks the visitor to log in', async () => {
    const onLogin = vi.fn();
    const { user } = renderWithKit(<ClientState state="UNAUTHORIZED" onLogin={onLogin} />);
    expect(screen.getByText('Please log in to continue')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('LOADING holds the place and says it is loading', () => {
    renderWithKit(<ClientState state="LOADING" height={96} />, { language: 'ro' });
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Se încarcă');
  });

  it('FETCH_ERROR says the generic message, announced, with Retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithKit(<ClientState state="FETCH_ERROR" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Oops! Something unexpected happened. Please try again later or contact support',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

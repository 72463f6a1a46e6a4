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

  it('UNAUTHORIZED can say what logging in shows', () => {
    renderWithKit(
      <ClientState
        state="UNAUTHORIZED"
        onLogin={() => undefined}
        title="Your favourite games in one place"
        description="Log in to see them."
      />,
    );
    expect(screen.getByText('Your favourite games in one place')).toBeTruthy();
    expect(screen.getByText('Log in to see them.')).toBeTruthy();
    expect(screen.queryByText('Please log in to continue')).toBeNull();
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

  it('LOW_USER_LEVEL says the level is too low, the level asked for and the way to the levels', async () => {
    const onShowLevels = vi.fn();
    const { user } = renderWithKit(
      <ClientState state="LOW_USER_LEVEL" requiredLevel="Silver" onShowLevels={onShowLevels} />,
    );
    expect(screen.getByText('Sorry, you need to up your level')).toBeTruthy();
    expect(screen.getByText('Reach the Silver level to play.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'See the levels' }));
    expect(onShowLevels).toHaveBeenCalledTimes(1);
  });

  it('LOW_USER_LEVEL without a level or a way on is the message alone', () => {
    renderWithKit(<ClientState state="LOW_USER_LEVEL" />, { language: 'de' });
    expect(screen.getByText('Leider musst du zuerst dein Level erhöhen')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('REACHED_ATTEMPTS_LIMIT says to try tomorrow, or deposit for a new chance', async () => {
    const onDeposit = vi.fn();
    const { user } = renderWithKit(
      <ClientState state="REACHED_ATTEMPTS_LIMIT" onDeposit={onDeposit} />,
    );
    expect(
      screen.getByText(
        'You used all your chances today. Try tomorrow, or deposit to get a new chance.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onDeposit).toHaveBeenCalledTimes(1);
  });
});

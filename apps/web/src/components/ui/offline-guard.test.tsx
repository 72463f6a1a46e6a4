import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Form, FormSubmit } from './form.js';
import { OfflineNotice } from './offline-guard.js';
import { renderWithKit } from './render-with-kit.js';

const OFFLINE_TEXT = /You are offline\. Deposits, withdrawals, bonus decisions and games wait/;

/** The browser's network going away or coming back, as its events tell the page. */
function setNetwork(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

function DepositLikeForm({ onSubmit }: { onSubmit: () => void }) {
  return (
    <Form schema={z.object({})} defaultValues={{}} onSubmit={onSubmit}>
      <FormSubmit needsNetwork>Deposit</FormSubmit>
    </Form>
  );
}

describe('the offline guard of money actions', () => {
  it('disables a money action while offline, says why, and enables it when the network returns', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<DepositLikeForm onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();

    setNetwork(false);
    expect(button.hasAttribute('disabled')).toBe(true);
    const notice = screen.getByText(OFFLINE_TEXT).closest('p');
    expect(notice?.getAttribute('role')).toBe('status');
    expect(button.getAttribute('aria-describedby')).toBe(notice?.id);
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();

    setNetwork(true);
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves a form that is no money action alone', () => {
    renderWithKit(
      <Form schema={z.object({})} defaultValues={{}} onSubmit={() => undefined}>
        <FormSubmit>Save</FormSubmit>
      </Form>,
    );
    setNetwork(false);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });

  it('speaks the player’s language', () => {
    renderWithKit(<OfflineNotice />, { language: 'de' });
    setNetwork(false);
    expect(screen.getByRole('status').textContent).toContain('Du bist offline');
  });
});

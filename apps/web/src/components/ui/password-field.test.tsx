import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from './render-with-kit.js';
import { PasswordField } from './password-field.js';

const hint = (text: string) => screen.getByText(text).closest('li');

describe('PasswordField', () => {
  it('ticks each of the four hints as the password meets it', async () => {
    const { user } = renderWithKit(<PasswordField label="Password" showHints />);
    const input = screen.getByLabelText('Password');
    const hints = {
      digit: 'at least 1 digit',
      lowercase: 'at least 1 lowercase letter',
      uppercase: 'at least 1 uppercase letter',
      symbol: 'at least 1 symbol, such as #$-._@&!;%:?*()^',
    };
    const met = () =>
      Object.fromEntries(
        Object.entries(hints).map(([name, text]) => [
          name,
          hint(text)?.getAttribute('data-met') === 'true',
        ]),
      );

    expect(met()).toEqual({ digit: false, lowercase: false, uppercase: false, symbol: false });
    await user.type(input, 'a');
    expect(met()).toEqual({ digit: false, lowercase: true, uppercase: false, symbol: false });
    await user.type(input, '7');
    expect(met()).toEqual({ digit: true, lowercase: true, uppercase: false, symbol: false });
    await user.type(input, 'Q');
    expect(met()).toEqual({ digit: true, lowercase: true, uppercase: true, symbol: false });
    await user.type(input, '^');
    expect(met()).toEqual({ digit: true, lowercase: true, uppercase: true, symbol: true });
    await user.clear(input);
    expect(met()).toEqual({ digit: false, lowercase: false, uppercase: false, symbol: false });
  });

  it('says whether each hint is met to screen readers too', async () => {
    const { user } = renderWithKit(<PasswordField label="Password" showHints />);
    await user.type(screen.getByLabelText('Password'), '1');
    expect(hint('at least 1 digit')?.textContent).toContain('done');
    expect(hint('at least 1 lowercase letter')?.textContent).toContain('not yet');
  });

  it('shows no checklist for a login', () => {
    renderWithKit(<PasswordField label="Password" />);
    expect(screen.queryByText('at least 1 digit')).toBeNull();
  });

  it('shows and hides the password', async () => {
    const { user } = renderWithKit(<PasswordField label="Password" defaultValue="Secret1!" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('speaks the page language', () => {
    renderWithKit(<PasswordField label="Passwort" showHints />, { language: 'de' });
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeTruthy();
    expect(screen.getByText('mindestens 1 Ziffer')).toBeTruthy();
  });
});

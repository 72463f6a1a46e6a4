import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredSelect } from './deferred-select.js';
import { renderWithKit } from './render-with-kit.js';

// The stand-in a first screen draws (label, chosen option, no React Aria), and the kit's Select
// taking its place on the first press: open, with focus in its list, choosing as it always does.

const sorts = [
  { id: 'own', label: 'Recommended' },
  { id: 'name', label: 'A to Z' },
  { id: 'new', label: 'Newest' },
];

describe('DeferredSelect', () => {
  it('draws its label and chosen option as a button, with no list until pressed', () => {
    renderWithKit(<DeferredSelect label="Sort" options={sorts} value="name" />);
    const trigger = screen.getByRole('button', { name: 'A to Z Sort' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('listbox');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens the real Select on the first press, with focus in its list, and chooses', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <DeferredSelect label="Sort" options={sorts} value="own" onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Recommended Sort' }));
    const list = await screen.findByRole('listbox');
    await waitFor(() => {
      expect(list.contains(document.activeElement)).toBe(true);
    });
    await user.click(screen.getByRole('option', { name: 'Newest' }));
    expect(onChange).toHaveBeenLastCalledWith('new');
  });

  it("says the kit's placeholder in the page's language when nothing is chosen", () => {
    renderWithKit(<DeferredSelect label="Sortierung" options={sorts} value={null} />, {
      language: 'de',
    });
    const trigger = screen.getByRole('button', { name: / Sortierung$/ });
    expect(trigger.textContent).not.toBe('');
    expect(trigger.querySelector('[data-placeholder]')).not.toBeNull();
  });
});

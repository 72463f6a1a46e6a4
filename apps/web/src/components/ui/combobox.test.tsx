import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from './render-with-kit.js';
import { Combobox } from './combobox.js';

const countries = [
  { id: 'DEU', label: 'Germany' },
  { id: 'PRT', label: 'Portugal' },
  { id: 'ROU', label: 'Romania' },
];

describe('Combobox', () => {
  it('filters the options as one types and picks one', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <Combobox label="Country" options={countries} onChange={onChange} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'ro');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Romania']);
    await user.click(screen.getByRole('option', { name: 'Romania' }));
    expect(onChange).toHaveBeenLastCalledWith('ROU');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveProperty('value', 'Romania');
  });

  it("says 'No such option' when nothing matches", async () => {
    const { user } = renderWithKit(<Combobox label="Country" options={countries} />);
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'Atlantis');
    expect(screen.getByText('No such option')).toBeTruthy();
    expect(screen.queryAllByRole('option', { name: /Germany|Portugal|Romania/ })).toEqual([]);
  });

  it("says it in the page's language, from the shared catalogue", async () => {
    const { user } = renderWithKit(<Combobox label="Land" options={countries} />, {
      language: 'de',
    });
    await user.type(screen.getByRole('combobox', { name: 'Land' }), 'xyz');
    expect(screen.getByText('Diese Option gibt es nicht')).toBeTruthy();
  });

  it('shows its error and marks itself invalid', () => {
    renderWithKit(
      <Combobox label="Country" options={countries} errorMessage="Please select a country" />,
    );
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please select a country')).toBeTruthy();
  });
});

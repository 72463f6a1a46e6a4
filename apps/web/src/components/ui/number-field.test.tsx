import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from './render-with-kit.js';
import { isAmountText, NumberField } from './number-field.js';

describe('isAmountText', () => {
  it.each(['', '0', '10', '10.', '10,', '10.5', '10,50', '1234567,89'])('takes %j', (text) => {
    expect(isAmountText(text)).toBe(true);
  });

  it.each(['-5', '1.000,50', '1,000.50', '10.505', '1 000', 'abc', '.5', ',5', '10e3', '1,2,3'])(
    'refuses %j',
    (text) => {
      expect(isAmountText(text)).toBe(false);
    },
  );
});

describe('NumberField', () => {
  it('keeps only what fits the amount pattern while typing', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<NumberField label="Amount" onChange={onChange} />);
    const input = screen.getByLabelText('Amount');
    await user.type(input, '12,345');
    expect(input).toHaveProperty('value', '12,34');
    await user.clear(input);
    await user.type(input, '1.000,5');
    expect(input).toHaveProperty('value', '1.00');
    await user.clear(input);
    await user.type(input, '-7a5.25');
    expect(input).toHaveProperty('value', '75.25');
    expect(onChange).toHaveBeenLastCalledWith('75.25');
  });

  it('refuses a pasted amount with grouping', async () => {
    const { user } = renderWithKit(<NumberField label="Amount" defaultValue="5" />);
    const input = screen.getByLabelText('Amount');
    await user.clear(input);
    await user.click(input);
    await user.paste('1.234,50');
    expect(input).toHaveProperty('value', '');
    await user.paste('1234,50');
    expect(input).toHaveProperty('value', '1234,50');
  });

  it('asks phones for the decimal keypad', () => {
    renderWithKit(<NumberField label="Amount" />);
    expect(screen.getByLabelText('Amount').getAttribute('inputmode')).toBe('decimal');
  });

  it('puts the currency sign where the money format does', () => {
    renderWithKit(
      <>
        <NumberField label="Euro" currency="EUR" />
        <NumberField label="Pound" currency="GBP" />
      </>,
    );
    const euro = screen.getByLabelText('Euro').parentElement;
    const pound = screen.getByLabelText('Pound').parentElement;
    expect(euro?.lastElementChild?.textContent).toBe('€');
    expect(pound?.firstElementChild?.textContent).toBe('£');
  });
});

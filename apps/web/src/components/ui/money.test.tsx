import { describe, expect, it } from 'vitest';
import { renderWithKit } from './render-with-kit.js';
import { Money } from './money.js';

const NBSP = '\u00A0';

describe('Money', () => {
  it.each([
    [1234.5, 'EUR', `1.234,50${NBSP}€`],
    [1234567.891, 'EUR', `1.234.567,89${NBSP}€`],
    [1234.5, 'RON', `1.234,50${NBSP}RON`],
    [1234.5, 'GBP', '£1.234,50'],
    [-12.3, 'GBP', '-£12,30'],
    [-12.3, 'EUR', `-12,30${NBSP}€`],
    [0, 'EUR', `0,00${NBSP}€`],
  ] as const)('writes %d %s as %j', (amount, currency, text) => {
    const { container } = renderWithKit(<Money amount={amount} currency={currency} />);
    expect(container.textContent).toBe(text);
  });

  it('writes whole units when asked', () => {
    const { container } = renderWithKit(<Money amount={2500000.4} currency="EUR" decimals={0} />);
    expect(container.textContent).toBe(`2.500.000${NBSP}€`);
  });

  it('is the same in every language', () => {
    const { container } = renderWithKit(<Money amount={1234.5} currency="EUR" />, {
      language: 'pt',
    });
    expect(container.textContent).toBe(`1.234,50${NBSP}€`);
  });
});

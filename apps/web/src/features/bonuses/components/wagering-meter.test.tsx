import { LANGUAGE_CODES, type Bonus } from '@casino/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { BONUSES_STRINGS } from '../locales/bonuses-strings.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import { WageringMeter, wageringPartOf } from './wagering-meter.js';

// The live wagering meter in five languages: the kit's meter from 0 to what is required, its
// value "wagered of required" in the shared money format, and what is left to wager.

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

const WAGER = { required: 3_500, wagered: 1_234.5, left: 2_265.5 };

const ACTIVE: Bonus = {
  id: 5,
  name: 'Welcome bonus',
  imageBackground: '',
  shortDescription: '',
  maxBet: 5,
  minBet: 0.2,
  wagering: 35,
  activationDate: '2026-03-01T10:00:00.000Z',
  type: 'registration',
  status: 'activated',
  currency: 'EUR',
  wager: WAGER,
};

describe.each(LANGUAGE_CODES)('the wagering meter in %s', (language) => {
  const strings = BONUSES_STRINGS[language];

  it('shows wagered of required and what is left, and states the share to screen readers', () => {
    renderWithKit(<WageringMeter wager={WAGER} currency="EUR" />, {
      language,
      namespaces: { [BONUSES_NAMESPACE]: BONUSES_STRINGS },
    });
    const meter = screen.getByRole('meter', { name: strings.wagering.label });
    const value = fill(strings.wagering.value, {
      wagered: '1.234,50\u00a0€',
      required: '3.500,00\u00a0€',
    });
    expect(meter.getAttribute('aria-valuetext')).toBe(value);
    expect(Number(meter.getAttribute('aria-valuenow'))).toBeCloseTo(1_234.5 / 3_500, 6);
    expect(screen.getByText(value, { normalizer: (text) => text })).toBeTruthy();
    expect(screen.getByTestId('wagering-left').textContent).toBe(
      fill(strings.wagering.left, { left: '2.265,50\u00a0€' }),
    );
  });

  it('says the wagering is complete once it is met', () => {
    renderWithKit(
      <WageringMeter wager={{ required: 100, wagered: 100, left: 0 }} currency="RON" />,
      { language, namespaces: { [BONUSES_NAMESPACE]: BONUSES_STRINGS } },
    );
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByTestId('wagering-left').textContent).toBe(strings.wagering.met);
  });
});

describe('wageringPartOf', () => {
  it('gives the active bonus its meter and every other bonus none', () => {
    expect(wageringPartOf(ACTIVE)).toBeTruthy();
    expect(wageringPartOf({ ...ACTIVE, status: 'queue' })).toBeUndefined();
    expect(wageringPartOf({ ...ACTIVE, wager: null })).toBeUndefined();
  });
});

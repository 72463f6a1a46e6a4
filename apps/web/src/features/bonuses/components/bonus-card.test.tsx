import {
  BONUS_STATUSES,
  BONUS_TYPES,
  LANGUAGE_CODES,
  bonusStatusTone,
  type Bonus,
} from '@casino/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { BONUSES_STRINGS } from '../locales/bonuses-strings.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import { BonusCard } from './bonus-card.js';

// The bonus card names each of the nine types and each status of SPEC.md sections 3 and 4 in the
// page's language, colours the status by its tone, and keeps a place for the wagering progress.

const BASE: Bonus = {
  id: 1,
  name: 'Lucky week',
  imageBackground: 'https://cdn.example.test/bonuses/1.svg',
  shortDescription: 'Spins all week',
  maxBet: 10,
  minBet: null,
  wagering: 0,
  activationDate: '2026-11-27T09:30:00.000Z',
  type: 'registration',
  status: 'pending',
  currency: 'RON',
};

function renderCards(bonuses: Bonus[], language: (typeof LANGUAGE_CODES)[number] = 'en') {
  return renderWithKit(
    <>
      {bonuses.map((bonus) => (
        <BonusCard key={bonus.id} bonus={bonus} />
      ))}
    </>,
    { language, namespaces: { [BONUSES_NAMESPACE]: BONUSES_STRINGS } },
  );
}

describe.each(LANGUAGE_CODES)('the bonus card in %s', (language) => {
  const strings = BONUSES_STRINGS[language];

  it('names each of the nine bonus types', () => {
    renderCards(
      BONUS_TYPES.map((type, index) => ({ ...BASE, id: index + 1, name: `Bonus ${type}`, type })),
      language,
    );
    for (const type of BONUS_TYPES) {
      const card = screen.getByRole('article', { name: `Bonus ${type}` });
      expect(within(card).getByText(strings.types[type])).toBeTruthy();
    }
  });

  it('names and colours each status', () => {
    renderCards(
      BONUS_STATUSES.map((status, index) => ({
        ...BASE,
        id: index + 1,
        name: `Bonus ${status}`,
        status,
      })),
      language,
    );
    for (const status of BONUS_STATUSES) {
      const card = screen.getByRole('article', { name: `Bonus ${status}` });
      const label = within(card).getByText(strings.statuses[status]);
      expect(label.getAttribute('data-tone')).toBe(bonusStatusTone(status));
    }
  });
});

describe('the bonus card’s terms', () => {
  it('shows the bets in the bonus’s currency, no wagering and the activation day', () => {
    renderCards([BASE]);
    const card = screen.getByRole('article', { name: BASE.name });
    const strings = BONUSES_STRINGS.en;
    expect(within(card).getByText('10,00 RON')).toBeTruthy();
    expect(within(card).getByText(strings.card.noLimit)).toBeTruthy();
    expect(within(card).getByText(strings.card.noWagering)).toBeTruthy();
    expect(within(card).getByText('Nov 27, 2026')).toBeTruthy();
    // The image is decoration (the name is the heading): no alternative text.
    const image = card.querySelector('img');
    expect(image?.getAttribute('src')).toBe(BASE.imageBackground);
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('draws the wagering part only when given, between the terms and the actions', () => {
    renderWithKit(
      <BonusCard
        bonus={BASE}
        wagering={<p>wagering progress</p>}
        actions={<button type="button">act</button>}
      />,
      { namespaces: { [BONUSES_NAMESPACE]: BONUSES_STRINGS } },
    );
    const card = screen.getByRole('article', { name: BASE.name });
    const text = card.textContent;
    expect(text.indexOf('wagering progress')).toBeGreaterThan(
      text.indexOf(BONUSES_STRINGS.en.card.activationDate),
    );
    expect(text.indexOf('wagering progress')).toBeLessThan(text.indexOf('act'));
  });
});

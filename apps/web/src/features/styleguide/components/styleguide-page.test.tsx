import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { STYLEGUIDE_NAMESPACE } from '../locales/namespace.js';
import { STYLEGUIDE_STRINGS } from '../locales/styleguide-strings.js';
import { StyleguidePage } from './styleguide-page.js';

const namespaces = { [STYLEGUIDE_NAMESPACE]: STYLEGUIDE_STRINGS };

const PART_NAMES = [
  'Button',
  'IconButton',
  'TextField',
  'PasswordField',
  'NumberField',
  'Select',
  'Combobox',
  'Checkbox',
  'RadioGroup',
  'SegmentedControl',
  'Tabs',
  'Accordion',
  'Card',
  'Badge',
  'Skeleton',
  'EmptyState',
  'ErrorState',
  'ClientState',
  'ProgressBar',
  'Meter',
  'useOnline',
  'Money',
  'Countdown',
  'Dialog',
  'Drawer',
  'Form',
  'GameTile',
  'Carousel',
  'AnimatedNumber',
  'Marquee',
  'InfiniteList',
];

/** A translation key shown as text means a string is missing. */
const UNTRANSLATED =
  /\b(?:samples|states|parts|password|badge|countdown|errors|gameTile|carousel|infiniteList|marquee)\.[a-zA-Z]/;

// The page renders every part at once: on a busy machine one render takes seconds.
describe('the styleguide page', { timeout: 30_000 }, () => {
  it('shows every part under its own heading, with a link to it', () => {
    renderWithKit(<StyleguidePage />, { namespaces });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(PART_NAMES);
    const contents = within(screen.getByRole('navigation', { name: 'Parts' }));
    for (const name of PART_NAMES) {
      expect(contents.getByRole('link', { name }).getAttribute('href')).toMatch(/^#part-/);
    }
  });

  it.each(['en', 'de', 'ro', 'pt'] as const)('speaks %s with no key left untranslated', (code) => {
    const { container } = renderWithKit(<StyleguidePage />, { language: code, namespaces });
    expect(container.textContent).not.toMatch(UNTRANSLATED);
  });

  it('shows the German page in German', () => {
    renderWithKit(<StyleguidePage />, { language: 'de', namespaces });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('UI-Kit');
    expect(screen.getAllByRole('button', { name: 'Einzahlen' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Dieses Feld ist erforderlich').length).toBeGreaterThan(0);
  });
});

import type { Option } from '../../../components/ui/select.js';
import { useStyleguideTranslation } from '../hooks/use-styleguide-translation.js';

/** The sample countries, by ISO 3166-1 alpha-3 code as the account carries them. */
export const COUNTRY_IDS = ['AUT', 'BRA', 'DEU', 'GBR', 'IRL', 'PRT', 'ROU'] as const;

export const CURRENCY_IDS = ['EUR', 'GBP', 'RON', 'USD'] as const;

/** Currency codes read the same in every language. */
export const CURRENCY_OPTIONS: readonly Option[] = CURRENCY_IDS.map((code) => ({
  id: code,
  label: code,
}));

/** The sample countries with their names in the page's language, in its alphabetical order. */
export function useCountryOptions(): Option[] {
  const { t, language } = useStyleguideTranslation();
  const collator = new Intl.Collator(language);
  return COUNTRY_IDS.map((id) => ({ id, label: t(`samples.countries.${id}`) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

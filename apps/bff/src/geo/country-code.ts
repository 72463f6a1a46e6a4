import countries from 'i18n-iso-countries';

// The edge in front of the BFF sends the visitor's country as ISO 3166-1 alpha-2 or alpha-3,
// depending on the CDN; the product's rules (UK, language by country, blocked lists) speak
// alpha-3. One conversion, here, backed by the ISO table rather than a hand-kept list.

/** The alpha-3 code of an alpha-2 or alpha-3 code (any case), or null when it names no country. */
export function toAlpha3(code: string | null | undefined): string | null {
  const value = code?.trim().toUpperCase();
  if (value === undefined || !/^[A-Z]{2,3}$/.test(value)) return null;
  if (value.length === 3) return countries.isValid(value) ? value : null;
  return countries.alpha2ToAlpha3(value) ?? null;
}

/** The alpha-2 code of a country given in either form, or null. */
export function toAlpha2(code: string | null | undefined): string | null {
  const alpha3 = toAlpha3(code);
  return alpha3 === null ? null : (countries.alpha3ToAlpha2(alpha3) ?? null);
}

/** Whether `country` is in `list`, whichever form each side uses. */
export function isCountryListed(country: string | null, list: readonly string[]): boolean {
  const alpha3 = toAlpha3(country);
  return alpha3 !== null && list.some((entry) => toAlpha3(entry) === alpha3);
}

import type { BonusType, LanguageCode } from '@casino/shared';

/** The numbers a bonus text is written around. */
export interface BonusFigures {
  percent: number;
  spins: number;
  /** Already formatted with its currency, e.g. '500 EUR'. */
  upTo: string;
}

type Writer = (figures: BonusFigures) => { name: string; shortDescription: string };
type TextLanguage = Exclude<LanguageCode, 'gb'>;

const TEXTS: Readonly<Record<TextLanguage, Readonly<Record<BonusType, Writer>>>> = {
  en: {
    registration: (f) => ({
      name: `Welcome bonus ${f.percent}%`,
      shortDescription: `${f.percent}% up to ${f.upTo} on your first deposit, plus ${f.spins} free spins.`,
    }),
    registration_promo_code: (f) => ({
      name: 'Sign-up code bonus',
      shortDescription: `Signed up with a promo code? Take ${f.spins} free spins on us.`,
    }),
    first_authorization: (f) => ({
      name: 'First login gift',
      shortDescription: `${f.spins} free spins for your very first login.`,
    }),
    promo_code: (f) => ({
      name: 'Promo code reward',
      shortDescription: `Your code unlocks ${f.percent}% up to ${f.upTo}.`,
    }),
    birthday: (f) => ({
      name: 'Birthday present',
      shortDescription: `Happy birthday! ${f.spins} free spins and a gift of up to ${f.upTo}.`,
    }),
    deposits: (f) => ({
      name: `Reload bonus ${f.percent}%`,
      shortDescription: `Top up and get ${f.percent}% extra, up to ${f.upTo}.`,
    }),
    periodic: (f) => ({
      name: 'Weekly cashback',
      shortDescription: `Every Monday: ${f.percent}% of last week's losses back, up to ${f.upTo}.`,
    }),
    increase_winnings: (f) => ({
      name: 'Win booster',
      shortDescription: `Your wins count ${f.percent}% more for the next 24 hours.`,
    }),
    activated_by_link: (f) => ({
      name: 'Secret link offer',
      shortDescription: `A private offer: ${f.spins} free spins, only through this link.`,
    }),
  },
  de: {
    registration: (f) => ({
      name: `Willkommensbonus ${f.percent} %`,
      shortDescription: `${f.percent} % bis zu ${f.upTo} auf deine erste Einzahlung und ${f.spins} Freispiele.`,
    }),
    registration_promo_code: (f) => ({
      name: 'Anmeldecode-Bonus',
      shortDescription: `Mit Promo-Code registriert? ${f.spins} Freispiele gehen auf uns.`,
    }),
    first_authorization: (f) => ({
      name: 'Geschenk zum ersten Login',
      shortDescription: `${f.spins} Freispiele für deinen allerersten Login.`,
    }),
    promo_code: (f) => ({
      name: 'Promo-Code-Prämie',
      shortDescription: `Dein Code schaltet ${f.percent} % bis zu ${f.upTo} frei.`,
    }),
    birthday: (f) => ({
      name: 'Geburtstagsgeschenk',
      shortDescription: `Alles Gute! ${f.spins} Freispiele und ein Geschenk bis zu ${f.upTo}.`,
    }),
    deposits: (f) => ({
      name: `Reload-Bonus ${f.percent} %`,
      shortDescription: `Einzahlen und ${f.percent} % extra erhalten, bis zu ${f.upTo}.`,
    }),
    periodic: (f) => ({
      name: 'Wöchentliches Cashback',
      shortDescription: `Jeden Montag ${f.percent} % der Verluste der Vorwoche zurück, bis zu ${f.upTo}.`,
    }),
    increase_winnings: (f) => ({
      name: 'Gewinn-Booster',
      shortDescription: `Deine Gewinne zählen 24 Stunden lang ${f.percent} % mehr.`,
    }),
    activated_by_link: (f) => ({
      name: 'Geheimes Link-Angebot',
      shortDescription: `Ein privates Angebot: ${f.spins} Freispiele, nur über diesen Link.`,
    }),
  },
  ro: {
    registration: (f) => ({
      name: `Bonus de bun venit ${f.percent}%`,
      shortDescription: `${f.percent}% până la ${f.upTo} la primul depozit, plus ${f.spins} rotiri gratuite.`,
    }),
    registration_promo_code: (f) => ({
      name: 'Bonus cu cod de înregistrare',
      shortDescription: `Te-ai înregistrat cu un cod promoțional? Primești ${f.spins} rotiri gratuite.`,
    }),
    first_authorization: (f) => ({
      name: 'Cadou la prima autentificare',
      shortDescription: `${f.spins} rotiri gratuite la prima ta autentificare.`,
    }),
    promo_code: (f) => ({
      name: 'Recompensă cod promoțional',
      shortDescription: `Codul tău deblochează ${f.percent}% până la ${f.upTo}.`,
    }),
    birthday: (f) => ({
      name: 'Cadou de ziua ta',
      shortDescription: `La mulți ani! ${f.spins} rotiri gratuite și un cadou de până la ${f.upTo}.`,
    }),
    deposits: (f) => ({
      name: `Bonus la reîncărcare ${f.percent}%`,
      shortDescription: `Alimentează contul și primești ${f.percent}% în plus, până la ${f.upTo}.`,
    }),
    periodic: (f) => ({
      name: 'Cashback săptămânal',
      shortDescription: `În fiecare luni: ${f.percent}% din pierderile săptămânii trecute, până la ${f.upTo}.`,
    }),
    increase_winnings: (f) => ({
      name: 'Amplificator de câștiguri',
      shortDescription: `Câștigurile tale valorează cu ${f.percent}% mai mult în următoarele 24 de ore.`,
    }),
    activated_by_link: (f) => ({
      name: 'Ofertă prin link secret',
      shortDescription: `O ofertă privată: ${f.spins} rotiri gratuite, doar prin acest link.`,
    }),
  },
  pt: {
    registration: (f) => ({
      name: `Bónus de boas-vindas ${f.percent}%`,
      shortDescription: `${f.percent}% até ${f.upTo} no primeiro depósito, mais ${f.spins} rodadas grátis.`,
    }),
    registration_promo_code: (f) => ({
      name: 'Bónus de código de registo',
      shortDescription: `Registaste-te com um código promocional? Ganha ${f.spins} rodadas grátis.`,
    }),
    first_authorization: (f) => ({
      name: 'Presente do primeiro login',
      shortDescription: `${f.spins} rodadas grátis no teu primeiro login.`,
    }),
    promo_code: (f) => ({
      name: 'Prémio de código promocional',
      shortDescription: `O teu código desbloqueia ${f.percent}% até ${f.upTo}.`,
    }),
    birthday: (f) => ({
      name: 'Presente de aniversário',
      shortDescription: `Parabéns! ${f.spins} rodadas grátis e um presente até ${f.upTo}.`,
    }),
    deposits: (f) => ({
      name: `Bónus de recarga ${f.percent}%`,
      shortDescription: `Deposita e recebe ${f.percent}% extra, até ${f.upTo}.`,
    }),
    periodic: (f) => ({
      name: 'Cashback semanal',
      shortDescription: `Todas as segundas: ${f.percent}% das perdas da semana passada, até ${f.upTo}.`,
    }),
    increase_winnings: (f) => ({
      name: 'Multiplicador de ganhos',
      shortDescription: `Os teus ganhos valem mais ${f.percent}% nas próximas 24 horas.`,
    }),
    activated_by_link: (f) => ({
      name: 'Oferta de link secreto',
      shortDescription: `Uma oferta privada: ${f.spins} rodadas grátis, só por este link.`,
    }),
  },
};

/** A bonus's name and short description in `language` (gb reads the English copy). */
export function bonusTexts(
  type: BonusType,
  language: LanguageCode,
  figures: BonusFigures,
): { name: string; shortDescription: string } {
  return TEXTS[language === 'gb' ? 'en' : language][type](figures);
}

import { GAME_CATEGORIES, type LanguageCode, SEO_MAIN_KEY, type SeoPage } from '@casino/shared';
import { CATEGORY_NAMES } from './category-names.js';
import { INFO_SECTIONS } from './info-pages.js';
import { BRAND, type Localized, localize } from './localized.js';

/** A 'seo_pages' child: the page path it describes, and whether it covers the pages below too. */
interface SeoChild {
  key: string;
  path: string;
  prefix: boolean;
  title: Localized<string>;
  description: Localized<string>;
}

const SEO_MAIN = {
  title: {
    en: `${BRAND}: online slots, live casino and sports betting`,
    de: `${BRAND}: Online-Slots, Live-Casino und Sportwetten`,
    ro: `${BRAND}: sloturi online, cazino live și pariuri sportive`,
    pt: `${BRAND}: slots online, casino ao vivo e apostas desportivas`,
  },
  description: {
    en: 'Thousands of slots, live tables, daily jackpots and tournaments. Sign up and claim 200% up to 1000 EUR plus 300 free spins.',
    gb: 'Thousands of slots, live tables, daily jackpots and tournaments, with your balance in pounds.',
    de: 'Tausende Slots, Live-Tische, tägliche Jackpots und Turniere. Registriere dich und sichere dir 200 % bis zu 1000 EUR und 300 Freispiele.',
    ro: 'Mii de sloturi, mese live, jackpoturi zilnice și turnee. Înregistrează-te și primești 350% până la 57500 RON.',
    pt: 'Milhares de slots, mesas ao vivo, jackpots diários e torneios. Regista-te e recebe 200% até 1000 EUR e 300 rodadas grátis.',
  },
} satisfies { title: Localized<string>; description: Localized<string> };

const categoryDescription = (name: Localized<string>): Localized<string> => ({
  en: `${name.en} at ${BRAND}: play for real money or try the demo first.`,
  de: `${name.de} bei ${BRAND}: um Echtgeld spielen oder zuerst die Demo testen.`,
  ro: `${name.ro} la ${BRAND}: joacă pe bani reali sau încearcă mai întâi varianta demo.`,
  pt: `${name.pt} no ${BRAND}: joga a dinheiro real ou experimenta primeiro a demo.`,
});

const titled = (name: Localized<string>): Localized<string> => ({
  en: `${name.en} | ${BRAND}`,
  de: `${name.de} | ${BRAND}`,
  ro: `${name.ro} | ${BRAND}`,
  pt: `${name.pt} | ${BRAND}`,
  ...(name.gb === undefined ? {} : { gb: `${name.gb} | ${BRAND}` }),
});

interface StaticPage {
  key: string;
  path: string;
  prefix: boolean;
  name: Localized<string>;
  description: Localized<string>;
}

const STATIC_PAGES: readonly StaticPage[] = [
  {
    key: 'jackpots',
    path: '/jackpots',
    prefix: false,
    name: { en: 'Jackpots', de: 'Jackpots', ro: 'Jackpoturi', pt: 'Jackpots' },
    description: {
      en: 'Gold, Silver and Bronze jackpots that drop at random in real time.',
      de: 'Gold-, Silber- und Bronze-Jackpots, die zufällig in Echtzeit fallen.',
      ro: 'Jackpoturi de aur, argint și bronz care cad aleatoriu, în timp real.',
      pt: 'Jackpots de ouro, prata e bronze que saem ao acaso em tempo real.',
    },
  },
  {
    key: 'tournaments',
    path: '/tournaments',
    prefix: true,
    name: { en: 'Tournaments', de: 'Turniere', ro: 'Turnee', pt: 'Torneios' },
    description: {
      en: 'Local and network tournaments with prize pools every week.',
      de: 'Lokale und Netzwerk-Turniere mit Preispools jede Woche.',
      ro: 'Turnee locale și în rețea, cu premii în fiecare săptămână.',
      pt: 'Torneios locais e em rede com prémios todas as semanas.',
    },
  },
  {
    key: 'bonuses',
    path: '/bonuses',
    prefix: true,
    name: { en: 'Bonuses', de: 'Boni', ro: 'Bonusuri', pt: 'Bónus' },
    description: {
      en: 'Welcome offers, reloads, cashback and free spins.',
      de: 'Willkommensangebote, Reloads, Cashback und Freispiele.',
      ro: 'Oferte de bun venit, reîncărcări, cashback și rotiri gratuite.',
      pt: 'Ofertas de boas-vindas, recargas, cashback e rodadas grátis.',
    },
  },
  {
    key: 'loyalty',
    path: '/loyalty',
    prefix: false,
    name: { en: 'Loyalty', de: 'Treueprogramm', ro: 'Loialitate', pt: 'Fidelidade' },
    description: {
      en: 'Nine loyalty levels with better rewards at every step.',
      de: 'Neun Treuestufen mit besseren Prämien auf jeder Stufe.',
      ro: 'Nouă niveluri de loialitate, cu recompense mai bune la fiecare pas.',
      pt: 'Nove níveis de fidelidade com prémios melhores a cada passo.',
    },
  },
  {
    key: 'faq',
    path: '/faq',
    prefix: false,
    name: {
      en: 'FAQ',
      de: 'Häufige Fragen',
      ro: 'Întrebări frecvente',
      pt: 'Perguntas frequentes',
    },
    description: {
      en: 'Answers about accounts, deposits, withdrawals and bonuses.',
      de: 'Antworten zu Konto, Einzahlungen, Auszahlungen und Boni.',
      ro: 'Răspunsuri despre cont, depuneri, retrageri și bonusuri.',
      pt: 'Respostas sobre conta, depósitos, levantamentos e bónus.',
    },
  },
  {
    key: 'welcome_offer',
    path: '/welcome_offer',
    prefix: false,
    name: {
      en: 'Welcome offer',
      de: 'Willkommensangebot',
      ro: 'Oferta de bun venit',
      pt: 'Oferta de boas-vindas',
    },
    description: {
      en: 'Sign up and claim 200% up to 1000 EUR plus 300 free spins on your first deposit.',
      gb: 'Sign up and claim your welcome offer on your first deposit, paid in pounds.',
      de: 'Registriere dich und sichere dir 200 % bis zu 1000 EUR und 300 Freispiele auf deine erste Einzahlung.',
      ro: 'Înregistrează-te și primești 350% până la 57500 RON la prima depunere.',
      pt: 'Regista-te e recebe 200% até 1000 EUR e 300 rodadas grátis no primeiro depósito.',
    },
  },
  {
    key: 'live_casino',
    path: '/live_casino',
    prefix: false,
    name: { en: 'Live casino', de: 'Live-Casino', ro: 'Cazino live', pt: 'Casino ao vivo' },
    description: {
      en: 'Blackjack, roulette, baccarat and game shows with real dealers, streamed live around the clock.',
      de: 'Blackjack, Roulette, Baccarat und Spielshows mit echten Dealern, rund um die Uhr live übertragen.',
      ro: 'Blackjack, ruletă, baccarat și show-uri cu dealeri reali, transmise live non-stop.',
      pt: 'Blackjack, roleta, bacará e game shows com croupiers reais, em direto a qualquer hora.',
    },
  },
  {
    key: 'aviator',
    path: '/aviator',
    prefix: false,
    name: { en: 'Aviator', de: 'Aviator', ro: 'Aviator', pt: 'Aviator' },
    description: {
      en: 'Aviator, the crash game: cash out before the plane flies away. Try the demo or play for real money.',
      de: 'Aviator, das Crash-Spiel: Steig aus, bevor das Flugzeug davonfliegt. Teste die Demo oder spiele um Echtgeld.',
      ro: 'Aviator, jocul crash: retrage-te înainte ca avionul să zboare. Încearcă demo-ul sau joacă pe bani reali.',
      pt: 'Aviator, o jogo crash: levanta antes de o avião voar para longe. Experimenta a demo ou joga a dinheiro real.',
    },
  },
  {
    key: 'sport',
    path: '/sport',
    prefix: true,
    name: {
      en: 'Sports betting',
      de: 'Sportwetten',
      ro: 'Pariuri sportive',
      pt: 'Apostas desportivas',
    },
    description: {
      en: 'Bet on football, tennis, basketball and more, before and during the match.',
      de: 'Wetten auf Fußball, Tennis, Basketball und mehr, vor und während des Spiels.',
      ro: 'Pariază pe fotbal, tenis, baschet și altele, înainte și în timpul meciului.',
      pt: 'Aposta em futebol, ténis, basquetebol e mais, antes e durante o jogo.',
    },
  },
  {
    key: 'bonus_shop',
    path: '/bonus_shop',
    prefix: false,
    name: { en: 'Bonus shop', de: 'Bonus-Shop', ro: 'Magazin de bonusuri', pt: 'Loja de bónus' },
    description: {
      en: 'Trade your loyalty points for free spins and bonus money.',
      de: 'Tausche deine Treuepunkte gegen Freispiele und Bonusgeld.',
      ro: 'Schimbă punctele de loialitate pe rotiri gratuite și bani bonus.',
      pt: 'Troca os teus pontos de fidelidade por rodadas grátis e dinheiro de bónus.',
    },
  },
];

function buildChildren(): SeoChild[] {
  const children: SeoChild[] = [{ key: 'home', path: '/', prefix: false, ...SEO_MAIN }];
  const categoryPaths = new Set<string>();
  for (const category of Object.values(GAME_CATEGORIES)) {
    if (categoryPaths.has(category.path)) continue;
    categoryPaths.add(category.path);
    const name = CATEGORY_NAMES[category.key];
    children.push({
      key: `games_${category.path.replace(/-/g, '_')}`,
      path: `/games/${category.path}`,
      prefix: false,
      title: titled(name),
      description: categoryDescription(name),
    });
  }
  for (const page of STATIC_PAGES) {
    children.push({
      key: page.key,
      path: page.path,
      prefix: page.prefix,
      title: titled(page.name),
      description: page.description,
    });
  }
  for (const section of INFO_SECTIONS) {
    for (const page of section.pages) {
      children.push({
        key: `info_${page.code.replace(/-/g, '_')}`,
        path: `/info_pages/${page.code}`,
        prefix: false,
        title: titled(page.title),
        description: page.title,
      });
    }
  }
  return children;
}

const CHILDREN = buildChildren();

/** The paths the 'seo_pages' children describe (for tests and the contract). */
export const SEO_PATHS: readonly string[] = CHILDREN.map((child) => child.path);

/**
 * The SEO of `path` (without the language prefix): the child with that exact path, else the
 * longest child covering it as a prefix (sport/*, tournaments/*, bonuses/*), else seo_main. The
 * canonical path carries the language prefix (none for en).
 */
export function seoFor(path: string, language: LanguageCode): SeoPage {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const child =
    CHILDREN.find((entry) => entry.path === normalized) ??
    CHILDREN.filter((entry) => entry.prefix && normalized.startsWith(`${entry.path}/`)).sort(
      (a, b) => b.path.length - a.path.length,
    )[0];
  const prefix = language === 'en' ? '' : `/${language}`;
  const canonical = `${prefix}${normalized === '/' ? '' : normalized}` || '/';
  if (child === undefined) {
    return {
      key: SEO_MAIN_KEY,
      language,
      title: localize(SEO_MAIN.title, language),
      description: localize(SEO_MAIN.description, language),
      canonicalPath: canonical,
    };
  }
  return {
    key: child.key,
    language,
    title: localize(child.title, language),
    description: localize(child.description, language),
    canonicalPath: canonical,
  };
}

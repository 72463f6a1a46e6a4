import type { KitStrings } from './en.js';

export const KIT_RO: KitStrings = {
  offline: {
    money:
      'Ești offline. Depunerile, retragerile, deciziile privind bonusurile și jocurile așteaptă conexiunea.',
  },
  close: 'Închide',
  retry: 'Reîncearcă',
  loading: 'Se încarcă',
  password: {
    show: 'Afișează parola',
    hide: 'Ascunde parola',
    hintsTitle: 'O parolă puternică are',
    hintMet: 'îndeplinit',
    hintUnmet: 'încă nu',
    hints: {
      digit: 'cel puțin 1 cifră',
      lowercase: 'cel puțin 1 literă mică',
      uppercase: 'cel puțin 1 literă mare',
      symbol: 'cel puțin 1 simbol, de exemplu {{symbols}}',
    },
  },
  select: {
    placeholder: 'Alege o opțiune',
  },
  combobox: {
    showOptions: 'Afișează opțiunile',
  },
  badge: {
    new: 'Nou',
    top: 'Top',
    live: 'Live',
    drops: 'Drops & Wins',
    wagering: 'Rulaj',
    jackpot: 'Jackpot',
  },
  countdown: {
    days: '{{days}} z',
  },
  clientState: {
    unauthorizedAction: 'Autentificare',
    requiredLevel: 'Atinge nivelul {{level}} ca să joci.',
    showLevels: 'Vezi nivelurile',
    deposit: 'Depune',
  },
  gameTile: {
    play: 'Joacă',
    playGame: 'Joacă {{name}}',
    demo: 'Demo',
    demoGame: 'Demo {{name}}',
    unavailable: 'Indisponibil în țara ta',
    wagering: 'Contează la rulaj',
  },
  carousel: {
    roleDescription: 'carusel',
    slideRoleDescription: 'diapozitiv',
    slideLabel: '{{index}} din {{total}}',
    previous: 'Diapozitivele anterioare',
    next: 'Diapozitivele următoare',
    stop: 'Oprește derularea automată',
    start: 'Pornește derularea automată',
    all: 'Toate',
    allOf: 'Toate: {{title}}',
    allWithCountOf: 'Toate {{total}}: {{title}}',
  },
  infiniteList: {
    loadMore: 'Încarcă mai multe',
    shown: '{{shown}} din {{total}} afișate',
  },
  marquee: {
    pause: 'Oprește derularea',
    resume: 'Reia derularea',
  },
};

import type { MiniGamesStrings } from './en.js';

export const MINI_GAMES_RO: MiniGamesStrings = {
  modal: {
    title: 'Mini-jocuri',
    views: 'Jocurile și bonusul zilnic',
  },
  views: {
    lucky_card: 'Cartea norocoasă',
    wheel_of_fortune: 'Roata norocului',
    lucky_pigeon: 'Porumbelul norocos',
    daily_bonus: 'Bonus zilnic',
  },
  games: {
    lucky_card: {
      lead: 'Trei cărți stau cu fața în jos. Întoarce una ca să-ți vezi premiul.',
      start: 'Întoarce o carte',
      card: 'Cartea {{number}}',
    },
    wheel_of_fortune: {
      lead: 'Învârte roata o dată pe zi pentru bani sau rotiri gratuite.',
      start: 'Învârte roata',
    },
    lucky_pigeon: {
      lead: 'Trimite porumbelul: se întoarce cu o scrisoare, iar premiul tău e înăuntru.',
      start: 'Trimite porumbelul',
    },
  },
  play: {
    playing: 'Baftă…',
    chancesLeft: 'Șanse rămase azi: {{count}}',
    unavailable: 'Acest joc nu este disponibil acum. Te rugăm să încerci mai târziu.',
    again: 'Înapoi la joc',
  },
  prize: {
    money: 'Ai câștigat {{amount}}!',
    free_spins: 'Ai câștigat {{count}} rotiri gratuite!',
    nothing: 'De data asta niciun premiu. Mai mult noroc mâine!',
  },
  sectors: {
    money: 'Bani',
    free_spins: 'Rotiri gratuite',
    nothing: 'Mai încearcă',
  },
  daily: {
    lead: 'Un bonus pentru fiecare zi a săptămânii. Ia-l pe cel de azi și revino mâine.',
    days: 'Zilele săptămânii',
    day: 'Ziua {{day}}',
    today: 'Azi',
    collected: 'Colectat',
    later: 'Mai târziu',
    nextIn: 'Următorul bonus în',
    collect: 'Colectează',
    collectedNow: 'Bonusul de azi este colectat',
    ready: 'Bonusul de azi te așteaptă',
  },
  banners: {
    region: 'Oferte de mini-jocuri',
    open: 'Joacă: {{name}}',
    dismiss: 'Ascunde {{name}} până mâine',
  },
};

import type { ContentStrings } from './en.js';

export const CONTENT_RO: ContentStrings = {
  welcome: {
    title: 'Oferta de bun venit',
    lead: 'Deschide un cont într-un minut, iar prima depunere vine cu un bonus.',
    signUp: 'Înregistrează-te și revendică',
    deposit: 'Depune',
  },
  live: {
    title: 'Cazino live',
    lead: 'Dealeri reali, mese reale, transmise live non-stop: blackjack, ruletă, baccarat, poker și show-uri.',
  },
  aviator: {
    title: 'Aviator',
    lead: 'Jocul crash despre care vorbește toată lumea: avionul urcă, multiplicatorul crește, iar tu decizi când te retragi.',
    rulesTitle: 'Cum se joacă',
    rules: {
      bet: 'Plasează unul sau două pariuri înainte de începerea rundei.',
      climb: 'Avionul decolează, iar multiplicatorul urcă de la 1x.',
      cashOut: 'Retrage-te oricând și câștigi pariul înmulțit cu multiplicatorul.',
      crash: 'Dacă avionul zboară înainte să te retragi, pariul este pierdut.',
    },
    play: 'Joacă pe bani reali',
    demo: 'Încearcă demo-ul',
    unavailable: 'Aviator nu este disponibil acum.',
  },
  faq: {
    lead: 'Răspunsuri rapide despre cont, plăți, bonusuri și joc.',
    empty: 'Încă nu sunt întrebări aici.',
    more: 'Mai ai nevoie de ajutor? Echipa de suport răspunde non-stop în chatul live.',
  },
};

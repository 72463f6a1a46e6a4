import type { LoyaltyStrings } from './en.js';

export const LOYALTY_DE: LoyaltyStrings = {
  title: 'Treueclub',
  lead: 'Jeder Echtgeld-Einsatz bringt Punkte. Steige neun Stufen auf für mehr Cashback und größere Geschenke.',
  you: {
    title: 'Deine Stufe',
    level: 'Stufe {{level}}: {{title}}',
    points: '{{points}} Punkte',
    progress: 'Fortschritt bis Stufe {{level}}',
    toNext: 'Noch {{points}} Punkte bis Stufe {{level}}',
    top: 'Du hast die höchste Stufe erreicht.',
  },
  levels: {
    title: 'Die Stufen',
    level: 'Stufe {{level}}',
    from: 'Ab {{points}} Punkten',
    current: 'Deine Stufe',
  },
  guest: {
    title: 'Werde Mitglied',
    text: 'Registriere dich, und jeder Einsatz bringt ab dem ersten Dreh Treuepunkte.',
    signUp: 'Registrieren',
  },
  rules: 'Regeln des Treueprogramms',
};

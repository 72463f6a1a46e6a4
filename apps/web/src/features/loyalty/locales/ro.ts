import type { LoyaltyStrings } from './en.js';

export const LOYALTY_RO: LoyaltyStrings = {
  title: 'Clubul de loialitate',
  lead: 'Fiecare pariu pe bani reali aduce puncte. Urcă nouă niveluri pentru cashback mai bun și cadouri mai mari.',
  you: {
    title: 'Nivelul tău',
    level: 'Nivelul {{level}}: {{title}}',
    points: '{{points}} puncte',
    progress: 'Progres spre nivelul {{level}}',
    toNext: 'Încă {{points}} puncte până la nivelul {{level}}',
    top: 'Ai ajuns la cel mai înalt nivel.',
  },
  levels: {
    title: 'Nivelurile',
    level: 'Nivelul {{level}}',
    from: 'De la {{points}} puncte',
    current: 'Nivelul tău',
  },
  guest: {
    title: 'Intră în club',
    text: 'Înregistrează-te și fiecare pariu îți aduce puncte de loialitate de la prima rotire.',
    signUp: 'Înregistrare',
  },
  rules: 'Regulile programului de loialitate',
};

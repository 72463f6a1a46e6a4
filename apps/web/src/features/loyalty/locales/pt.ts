import type { LoyaltyStrings } from './en.js';

export const LOYALTY_PT: LoyaltyStrings = {
  title: 'Clube de fidelidade',
  lead: 'Cada aposta a dinheiro real dá pontos. Sobe nove níveis para mais cashback e presentes maiores.',
  you: {
    title: 'O teu nível',
    level: 'Nível {{level}}: {{title}}',
    points: '{{points}} pontos',
    progress: 'Progresso até ao nível {{level}}',
    toNext: 'Faltam {{points}} pontos para o nível {{level}}',
    top: 'Chegaste ao nível mais alto.',
  },
  levels: {
    title: 'Os níveis',
    level: 'Nível {{level}}',
    from: 'A partir de {{points}} pontos',
    current: 'O teu nível',
  },
  guest: {
    title: 'Junta-te ao clube',
    text: 'Regista-te e cada aposta dá pontos de fidelidade desde a primeira jogada.',
    signUp: 'Registar',
  },
  rules: 'Regras do programa de fidelidade',
};

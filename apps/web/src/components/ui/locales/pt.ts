import { type KitStrings } from './en.js';

export const KIT_PT: KitStrings = {
  close: 'Fechar',
  retry: 'Tentar novamente',
  loading: 'A carregar',
  password: {
    show: 'Mostrar palavra-passe',
    hide: 'Ocultar palavra-passe',
    hintsTitle: 'Uma palavra-passe forte tem',
    hintMet: 'cumprido',
    hintUnmet: 'ainda não',
    hints: {
      digit: 'pelo menos 1 algarismo',
      lowercase: 'pelo menos 1 letra minúscula',
      uppercase: 'pelo menos 1 letra maiúscula',
      symbol: 'pelo menos 1 símbolo, como {{symbols}}',
    },
  },
  select: {
    placeholder: 'Escolha uma opção',
  },
  combobox: {
    showOptions: 'Mostrar opções',
  },
  badge: {
    new: 'Novo',
    top: 'Top',
    live: 'Ao vivo',
    drops: 'Drops & Wins',
    wagering: 'Apostas',
    jackpot: 'Jackpot',
  },
  countdown: {
    days: '{{days}} d',
  },
  clientState: {
    unauthorizedAction: 'Iniciar sessão',
  },
};

import type { KitStrings } from './en.js';

export const KIT_PT: KitStrings = {
  offline: {
    money:
      'Está offline. Depósitos, levantamentos, decisões de bónus e jogos aguardam a sua ligação.',
  },
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
    requiredLevel: 'Alcança o nível {{level}} para jogar.',
    showLevels: 'Ver os níveis',
    deposit: 'Depositar',
  },
  gameTile: {
    play: 'Jogar',
    playGame: 'Jogar {{name}}',
    demo: 'Demo',
    demoGame: 'Demo de {{name}}',
    unavailable: 'Indisponível no teu país',
    wagering: 'Conta para os requisitos de apostas',
  },
  carousel: {
    roleDescription: 'carrossel',
    slideRoleDescription: 'diapositivo',
    slideLabel: '{{index}} de {{total}}',
    previous: 'Diapositivos anteriores',
    next: 'Diapositivos seguintes',
    stop: 'Parar a passagem automática',
    start: 'Iniciar a passagem automática',
    all: 'Todos',
    allOf: 'Todos: {{title}}',
    allWithCountOf: 'Todos {{total}}: {{title}}',
  },
  infiniteList: {
    loadMore: 'Carregar mais',
    shown: '{{shown}} de {{total}} apresentados',
  },
  marquee: {
    pause: 'Pausar o deslizamento',
    resume: 'Retomar o deslizamento',
  },
};

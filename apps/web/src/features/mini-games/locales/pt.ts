import type { MiniGamesStrings } from './en.js';

export const MINI_GAMES_PT: MiniGamesStrings = {
  modal: {
    title: 'Minijogos',
    views: 'Os jogos e o bónus diário',
  },
  views: {
    lucky_card: 'Carta da sorte',
    wheel_of_fortune: 'Roda da sorte',
    lucky_pigeon: 'Pombo da sorte',
    daily_bonus: 'Bónus diário',
  },
  games: {
    lucky_card: {
      lead: 'Três cartas estão viradas para baixo. Vira uma para veres o teu prémio.',
      start: 'Virar uma carta',
      card: 'Carta {{number}}',
    },
    wheel_of_fortune: {
      lead: 'Gira a roda uma vez por dia e ganha dinheiro ou rodadas grátis.',
      start: 'Girar a roda',
    },
    lucky_pigeon: {
      lead: 'Envia o pombo: ele volta com uma carta e o teu prémio vem lá dentro.',
      start: 'Enviar o pombo',
    },
  },
  play: {
    playing: 'Boa sorte…',
    chancesLeft: 'Oportunidades restantes hoje: {{count}}',
    unavailable: 'Este jogo não está disponível agora. Tenta novamente mais tarde.',
    again: 'Voltar ao jogo',
  },
  prize: {
    money: 'Ganhaste {{amount}}!',
    free_spins: 'Ganhaste {{count}} rodadas grátis!',
    nothing: 'Desta vez sem prémio. Mais sorte amanhã!',
  },
  sectors: {
    money: 'Dinheiro',
    free_spins: 'Rodadas grátis',
    nothing: 'Tenta outra vez',
  },
  daily: {
    lead: 'Um bónus para cada dia da semana. Recolhe o de hoje e volta amanhã.',
    days: 'Os dias da semana',
    day: 'Dia {{day}}',
    today: 'Hoje',
    collected: 'Recolhido',
    later: 'Mais tarde',
    nextIn: 'Próximo bónus em',
    collect: 'Recolher',
    collectedNow: 'O bónus de hoje foi recolhido',
    ready: 'O bónus de hoje está pronto',
  },
  banners: {
    region: 'Ofertas de minijogos',
    open: 'Jogar: {{name}}',
    dismiss: 'Ocultar {{name}} até amanhã',
  },
};

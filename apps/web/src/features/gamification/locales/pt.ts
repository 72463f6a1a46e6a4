import type { GamificationStrings } from './en.js';

export const GAMIFICATION_PT: GamificationStrings = {
  page: {
    title: 'Recompensas',
    frameTitle: 'Painel de recompensas',
    loading: 'A carregar o painel de recompensas',
    coins: 'Moedas: {{coins}}',
    freeSpins: 'Rodadas grátis: {{count}}',
    unavailable: 'As recompensas não estão disponíveis agora.',
    unavailableText: 'Tente novamente mais tarde.',
  },
  item: {
    freeSpins: '{{count}} rodadas grátis',
    money: '{{amount}} em dinheiro de bónus',
  },
  buy: {
    freeSpinsTitle: 'Comprar rodadas grátis?',
    moneyTitle: 'Comprar dinheiro de bónus?',
    text: '{{item}} por {{price}} moedas. Tem {{coins}} moedas.',
    confirm: 'Comprar por {{price}} moedas',
    cancel: 'Agora não',
    boughtFreeSpins: '{{count}} rodadas grátis adicionadas',
    boughtMoney: '{{amount}} em dinheiro de bónus adicionados',
    notEnoughCoins: 'Moedas insuficientes: outra compra gastou-as.',
  },
  noCoins: {
    freeSpinsTitle: 'Moedas insuficientes para rodadas grátis',
    moneyTitle: 'Moedas insuficientes para dinheiro de bónus',
    text: '{{item}} custa {{price}} moedas e tem {{coins}}. Conclua missões para ganhar mais.',
    missions: 'Ver missões',
    close: 'Fechar',
  },
  depositFirst: {
    title: 'Faça o seu primeiro depósito',
    text: 'A loja de recompensas abre com o seu primeiro depósito. Deposite agora e troque as suas moedas por rodadas grátis e dinheiro de bónus.',
    deposit: 'Depositar',
    later: 'Mais tarde',
  },
  event: {
    close: 'Entendido',
    missions: 'Ver missões',
  },
};

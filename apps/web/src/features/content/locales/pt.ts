import type { ContentStrings } from './en.js';

export const CONTENT_PT: ContentStrings = {
  welcome: {
    title: 'Oferta de boas-vindas',
    lead: 'Abre uma conta num minuto e o teu primeiro depósito vem com um bónus.',
    signUp: 'Regista-te e recebe',
    deposit: 'Depositar',
  },
  live: {
    title: 'Casino ao vivo',
    lead: 'Croupiers reais, mesas reais, em direto a qualquer hora: blackjack, roleta, bacará, póquer e game shows.',
  },
  aviator: {
    title: 'Aviator',
    lead: 'O jogo crash de que todos falam: o avião sobe, o multiplicador cresce e tu decides quando levantar.',
    rulesTitle: 'Como se joga',
    rules: {
      bet: 'Faz uma ou duas apostas antes de a ronda começar.',
      climb: 'O avião descola e o multiplicador sobe a partir de 1x.',
      cashOut: 'Levanta a qualquer momento e ganhas a aposta vezes o multiplicador.',
      crash: 'Se o avião voar antes de levantares, essa aposta perde-se.',
    },
    play: 'Jogar a dinheiro real',
    demo: 'Experimentar a demo',
    unavailable: 'O Aviator não está disponível neste momento.',
  },
  faq: {
    lead: 'Respostas rápidas sobre a conta, pagamentos, bónus e jogo.',
    empty: 'Ainda não há perguntas aqui.',
    more: 'Ainda precisas de ajuda? A equipa de apoio responde a qualquer hora no chat ao vivo.',
  },
};

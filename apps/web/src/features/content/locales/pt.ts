import type { ContentStrings } from './en.js';

export const CONTENT_PT: ContentStrings = {
  faq: {
    title: 'Perguntas frequentes',
    lead: 'Respostas rápidas sobre a conta, pagamentos, bónus e jogo.',
    empty: 'Ainda não há perguntas aqui.',
    more: 'Ainda precisas de ajuda? A equipa de apoio responde a qualquer hora no chat ao vivo.',
  },
};

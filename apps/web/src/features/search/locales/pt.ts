import type { SearchStrings } from './en.js';

export const SEARCH_PT: SearchStrings = {
  title: 'Pesquisar jogos',
  field: 'Jogo ou fornecedor',
  placeholder: 'Pesquisar por jogo ou fornecedor',
  clear: 'Limpar a pesquisa',
  minLength: 'Escreva pelo menos {{min}} caracteres para pesquisar.',
  hint: 'Encontre um jogo pelo nome, ou todos os jogos de um fornecedor.',
  results: 'Resultados da pesquisa',
  providers: 'Fornecedores',
  games: 'Jogos',
  resultsCount: 'Jogos encontrados: {{games}}. Fornecedores encontrados: {{providers}}.',
  noResultsHint: 'Verifique a ortografia, ou pesquise um fornecedor.',
  moreResults: 'Estas são as melhores correspondências. Escreva mais para as restringir.',
  back: 'Voltar aos resultados',
  providerCount: 'Jogos: {{games}}',
  providerAnnouncement: '{{name}}. Jogos: {{games}}.',
  recent: {
    title: 'Pesquisas recentes',
    games: 'Jogos',
    providers: 'Fornecedores',
    clearAll: 'Limpar tudo',
    remove: 'Remover {{text}} das pesquisas recentes',
  },
};

export * from './constants.js';
export * from './currency.js';
export * from './language.js';
export * from './messages.js';

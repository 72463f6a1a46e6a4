// The language-menu feature's public entry: what the rest of the app may use.
export { LanguageMenu } from './components/language-menu.js';

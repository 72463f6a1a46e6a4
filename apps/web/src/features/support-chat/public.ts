// The support-chat feature's public entry: what the rest of the app may use.
export { SupportChat } from './components/support-chat.js';

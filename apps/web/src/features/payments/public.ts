// The payments feature's public entry: the deposit action other features call (the bottom bar,
// the game page, the sign-up continuation), and the deposit modal that opens after a login.
export { useOpenDeposit } from './hooks/use-open-deposit.js';
export { PostLoginDeposit } from './components/post-login-deposit.js';

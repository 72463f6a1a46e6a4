// The account feature's public entry: the account area's frame, which the deposit pages share.
export {
  AccountLayout,
  type AccountLayoutProps,
  type AccountSwitcher,
} from './components/account-layout.js';

import { describe, expect, it } from 'vitest';
import { mayOpenDepositOn } from './post-login-deposit.js';

describe('mayOpenDepositOn', () => {
  it('stays quiet on the provider’s way back, on the info pages and on the modal list', () => {
    for (const pathname of [
      '/deposit-success',
      '/deposit-success/m-17',
      '/deposit-failure/anything/at/all',
      '/deposit-cancel/x',
      '/deposit-return',
      '/deposit-return/m-17',
      '/info_pages/terms',
      '/info_pages/privacy',
      '/mock-modals',
    ]) {
      expect(mayOpenDepositOn(pathname), pathname).toBe(false);
    }
  });

  it('opens anywhere else', () => {
    for (const pathname of ['/', '/games/slots', '/account/balance', '/info_pages', '/promo']) {
      expect(mayOpenDepositOn(pathname), pathname).toBe(true);
    }
  });
});

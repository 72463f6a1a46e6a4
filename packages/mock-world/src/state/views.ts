import type {
  FullBalance,
  LoyaltyFullInfo,
  ShortBalance,
  User,
  UserBonusAccount,
} from '@casino/shared';
import { loyaltyLevelOf } from '../data/loyalty.js';
import { roundMoney } from '../data/seeded.js';
import type { PlayerAccount } from './player-store.js';

// The wire shapes of a player's account, as the casino upstream answers them.

export function toUser(account: PlayerAccount): User {
  return {
    ...account.profile,
    email: account.email,
    id: account.id,
    login: account.login,
    currency: account.currency,
    language: account.language,
    kycStatus: account.kycStatus,
    userLevel: account.userLevel,
  };
}

export function shortBalance(account: PlayerAccount): ShortBalance {
  const { main, bonusCasino } = account.balances;
  return { balanceMain: main, bonusCasino, balance: roundMoney(main + bonusCasino) };
}

export function fullBalance(account: PlayerAccount): FullBalance {
  return {
    balance: { ...account.otherBalances, [account.currency]: account.balances.main },
    currency: account.currency,
    loyaltyPoints: account.loyaltyPoints,
    cashback: account.balances.cashback,
    freeSpinBalance: account.freeSpins.number,
  };
}

export function bonusAccount(account: PlayerAccount): UserBonusAccount {
  return {
    balance: account.balances.bonusCasino,
    wager:
      account.wageringGames === null
        ? null
        : { bonus: { wageringGames: account.wageringGames.map((id) => ({ id })) } },
  };
}

export function loyaltyInfo(account: PlayerAccount): LoyaltyFullInfo {
  return {
    level: loyaltyLevelOf(account.loyaltyPoints),
    points: account.loyaltyPoints,
    email: account.email,
    id: account.id,
    language: account.language,
    birthday: account.profile.birthday,
  };
}

// The bonus screens' strings in English (gb shares them). Every key exists in every language
// (app/locales/locales.test.ts). The catalogue's messages ('Bonus not found', 'No bonuses found in
// the queue', 'Promo code is invalid') stay in the shared catalogue.

export const BONUSES_EN = {
  page: {
    active: 'Your active bonus',
    noActive: 'No bonus is active right now.',
    queue: 'Waiting in the queue',
    offers: 'Offers for you',
    loading: 'Loading your bonuses',
  },
  guest: {
    title: 'Bonuses are waiting for you',
    lead: 'Create your account to claim the welcome bonus and every offer after it.',
    signUp: 'Sign up',
  },
  card: {
    facts: 'Bonus terms',
    minBet: 'Minimum bet',
    maxBet: 'Maximum bet',
    noLimit: 'No limit',
    wagering: 'Wagering',
    wageringMultiple: 'x{{multiple}}',
    noWagering: 'None',
    activationDate: 'Activation date',
    notActivated: 'Not activated yet',
    details: 'Details of {{name}}',
    actions: 'What to do with {{name}}',
  },
  types: {
    registration: 'Registration',
    registration_promo_code: 'Registration promo code',
    first_authorization: 'First login',
    promo_code: 'Promo code',
    birthday: 'Birthday',
    deposits: 'Deposit',
    periodic: 'Periodic',
    increase_winnings: 'Increased winnings',
    activated_by_link: 'Activated by link',
  },
  statuses: {
    activated: 'Active',
    credited: 'Credited',
    queue: 'In the queue',
    pending: 'Available',
    complete: 'Completed',
    cancel: 'Cancelled',
    failed: 'Failed',
    refund: 'Refunded',
    pending_wager: 'Wager pending',
    rejected: 'Declined',
    not_confirmed: 'Not confirmed',
    processing: 'Processing',
    aggregator_rejected: 'Rejected by the provider',
    rollback: 'Rolled back',
    wager_zeroing: 'Wagering burnt',
    not_confirmed_block_amount: 'Not confirmed, amount held',
  },
  actions: {
    accept: 'Accept',
    add_to_queue: 'Add to queue',
    decline: 'Decline',
    cancel: 'Cancel bonus',
    accepted: '{{name}} is now your active bonus.',
    queued: '{{name}} waits in the queue.',
    declined: '{{name}} was declined.',
    cancelled: '{{name}} was cancelled.',
  },
  promo: {
    title: 'Have a promo code?',
    label: 'Promo code',
    submit: 'Apply',
    accepted: 'Promo code accepted: your bonus is among the offers.',
  },
  detail: {
    all: 'All bonuses',
  },
  account: {
    title: 'My bonuses',
    active: 'Active bonus',
    queue: 'Queue',
    offers: 'See the offers',
  },
  activate: {
    title: 'Activating your bonus',
    invalid: 'This bonus link is not valid.',
  },
  modal: {
    title: 'Your bonus',
    myBonuses: 'My bonuses',
    close: 'Close',
  },
  attention: {
    title: 'Please confirm',
    acceptLead: 'You are about to activate {{name}} while {{active}} is your active bonus.',
    burns:
      'Changing the active bonus burns the current wagering: what you have wagered on {{active}} is lost.',
    cancelLead: 'You are about to cancel {{name}}.',
    zeroes: 'Cancelling a bonus zeroes your whole bonus balance.',
    confirmAccept: 'Activate {{name}}',
    confirmCancel: 'Cancel the bonus',
    keep: 'Keep my current bonus',
  },
  freeSpins: {
    title: 'You have new free spins',
    lead: 'They are in your account, ready for your next game.',
    number: 'Free spins',
    bet: 'Bet per spin',
    ok: 'Got it',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type BonusesStrings = Widen<typeof BONUSES_EN>;

// The upstream contract's names the BFF's other layers speak of (upstream names, the shapes a
// service or a procedure passes through to an upstream client). Only the upstreams layer imports
// the contract package itself; the rest of the BFF sees it through here.
export {
  UPSTREAM_NAMES,
  authResultSchema,
  depositIntentSchema,
  gameModeSchema,
  type AuthResult,
  type DepositIntent,
  type GameMode,
  type ServiceEventsFeed,
  type SignUpRequest,
  type UpstreamName,
  type WithdrawalRequest,
} from '@casino/upstream-contract';

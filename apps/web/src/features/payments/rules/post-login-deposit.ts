import { matchPath } from 'react-router-dom';
import { ROUTES, type RouteId } from '../../../config/paths.js';

/**
 * Pages where the deposit modal does not open by itself after a login (SPEC.md section 4): the
 * provider's way back (its own outcome is on screen), the info pages (terms, privacy), which a
 * player reads undisturbed, and mock mode's modal list, where QA signs in to open the modals one
 * by one.
 */
const QUIET_ROUTES: readonly RouteId[] = [
  'depositSuccess',
  'depositFailure',
  'depositCancel',
  'depositReturn',
  'infoPage',
  'mockModals',
];

/** Whether the post-login deposit modal may open on a prefix-less pathname. */
export function mayOpenDepositOn(pathname: string): boolean {
  return !QUIET_ROUTES.some((route) => matchPath(ROUTES[route], pathname) !== null);
}

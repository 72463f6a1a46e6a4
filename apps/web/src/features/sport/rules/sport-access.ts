// Who may open sport/* (SPEC.md section 2): the local flag sspermission=enabled, set by a query
// parameter of the same name and kept in local storage, or the stored user id (userId, the
// signed-in player's) being the configured tester's. Anyone else goes to the main page.

/** The flag's one value that opens the section. */
export const SPORT_PERMISSION_ENABLED = 'enabled';

export interface SportAccessInput {
  /** The sspermission query parameter of the address, null without one. */
  flagParam: string | null;
  /** The sspermission value kept in local storage, null without one. */
  storedFlag: string | null;
  /** The player id kept under userId, null without one. */
  storedUserId: number | null;
  /** SPORT_TESTER_USER_ID, null when none is configured. */
  testerId: number | null;
}

/** Whether the address's parameter sets the flag (to be kept for the visits after). */
export function setsSportFlag(flagParam: string | null): boolean {
  return flagParam === SPORT_PERMISSION_ENABLED;
}

/** Whether the visitor may see the sportsbook. */
export function canOpenSport({ flagParam, storedFlag, storedUserId, testerId }: SportAccessInput) {
  if (setsSportFlag(flagParam) || storedFlag === SPORT_PERMISSION_ENABLED) return true;
  return storedUserId !== null && testerId !== null && storedUserId === testerId;
}

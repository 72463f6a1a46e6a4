/** The i18next namespace of the safer-gambling strings. */
export const SAFER_GAMBLING_NAMESPACE = 'saferGambling';

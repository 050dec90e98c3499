/**
 * Per-account sign-in lockout: this many failed passwords in a row lock the account for this many minutes
 * (the message `signin.accountLocked` names the minutes in every locale).
 */
export const SIGN_IN_LOCKOUT = { maxFailures: 5, minutes: 15 } as const;

/** Emails are trimmed and lower-cased before they are sent (decisions.md, Accounts). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

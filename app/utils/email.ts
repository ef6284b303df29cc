/**
 * An e-mail address as it is stored and compared: trimmed, ASCII letters in lower case
 * (as SQLite's lower() folds them, so the migration that normalized older rows agrees).
 * Leads, accounts and queued mail keep their addresses so, and a person's data is found by
 * an index on the address (docs/decisions/040).
 */
export const normalizeEmail = (email: string) => email.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());

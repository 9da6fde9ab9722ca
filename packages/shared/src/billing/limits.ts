/**
 * Per-account caps that keep checkout open for everyone (issue 12 §1.5): unique codes and invoice
 * numbers are shared by all customers, so one account may not hold many of them. Administrators are exempt.
 */

/** Unpaid orders (waiting for a transfer, for verification, or after a rejection) one account may hold. */
export const MAX_OPEN_TRANSACTIONS_PER_ACCOUNT = 3;

/** Invitations one account may have; a couple needs one, a planner a handful. */
export const MAX_INVITATIONS_PER_ACCOUNT = 20;

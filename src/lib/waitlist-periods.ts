/**
 * How long a sign-up with an e-mail address waits for its owner to confirm it before it is
 * deleted: the database (src/server/waitlist.ts), the confirmation e-mail and the privacy notice
 * take it from here, so they say the same.
 */
export const UNCONFIRMED_DAYS = 7;

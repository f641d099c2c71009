/**
 * What the waitlist form and the waitlist endpoint agree on, small enough for the browser: the
 * field names, element ids and addresses. The rules are the waitlist schema
 * (src/server/waitlist-schema.ts), which gives the form its field attributes at build time and
 * words the endpoint's errors.
 */
import type { FieldErrors, FieldSpec, TypedValues } from './form-fields';

/** The form's fields, in the order a visitor meets them. */
export const WAITLIST_FIELD_NAMES = [
  'place',
  'name',
  'phone',
  'email',
  'audience',
  'consent',
] as const;

export type WaitlistField = (typeof WAITLIST_FIELD_NAMES)[number];
export type WaitlistFieldSpec = FieldSpec<WaitlistField>;
export type WaitlistValues = TypedValues<WaitlistField>;
export type WaitlistErrors = FieldErrors<WaitlistField>;

/** Who a sign-up is for. */
export type Audience = 'home' | 'business';

/** An accepted sign-up: an optional field left empty is ''. */
export type SignUp = {
  place: string;
  name: string;
  phone: string;
  email: string;
  audience: Audience;
};

export const WAITLIST_ENDPOINT = '/api/waitlist';
/** Where a leave link leads (src/api/leave-waitlist.ts). */
export const LEAVE_ENDPOINT = '/api/leave-waitlist';

/** The link in the confirmation e-mail: confirms a sign-up's address (src/api/confirm-waitlist.ts). */
export const CONFIRM_ENDPOINT = '/api/confirm-waitlist';

/** The waitlist's own page, for visitors without JavaScript. */
export const WAITLIST_PATH = '/waitlist/';
/** Where a sign-up posted without JavaScript leads, at the mark only a real sign-up leads to. */
export const WAITLIST_THANKS_PATH = '/waitlist/thanks/';
export const JOINED_ANCHOR = 'joined';
/** Where a leave link leads once the row is deleted (at `#left`), or when it cannot be checked. */
export const WAITLIST_LEFT_PATH = '/waitlist/left/';
export const LEFT_ANCHOR = 'left';

/** Element ids the form renders and the endpoint fills in when it gives the page back. */
export const WAITLIST_FORM_ID = 'waitlist-form';
export const WAITLIST_NOTICE_ID = 'waitlist-form-notice';
export const waitlistFieldId = (name: WaitlistField) => `waitlist-${name}`;
export const waitlistErrorId = (name: WaitlistField) => `waitlist-${name}-error`;

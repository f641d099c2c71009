/** Link targets for contact details shown on the site. */

/** '+234 700 000 0000' -> 'tel:+2347000000000' */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** '+234 800 000 0000' -> 'https://wa.me/2348000000000' */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** A phone number for display: non-breaking spaces keep it on one line. */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}

/** The contact form, opened with its subject filled in (the form reads `?subject=`). */
export function contactFormHref(subject: string): string {
  return `/contact/?${new URLSearchParams({ subject }).toString()}#contact-form`;
}

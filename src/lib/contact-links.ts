/** Link targets for contact details shown on the site. */

/** '+234 700 000 0000' -> 'tel:+2347000000000' */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** '+234 800 000 0000' -> 'https://wa.me/2348000000000' */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

/** A WhatsApp chat that opens with `message` typed in, for the visitor to send or change. */
export function whatsappChatHref(phone: string, message: string): string {
  // Spaces as %20, as WhatsApp's own links write them.
  return `${whatsappHref(phone)}?text=${encodeURIComponent(message)}`;
}

/** A link that writes an e-mail to `email`. */
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

/** 'Plan enquiry: Home 50 (Ọ̀ṣun)' -> 'plan-enquiry-home-50-osun' */
function subjectSlug(subject: string): string {
  const slug = subject
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'enquiry';
}

/**
 * The Contact page built for one subject (a service, a plan), with that subject already in the
 * form: a visitor without JavaScript gets it too. gatsby-node.ts builds one for each subject that
 * askSubjects (src/lib/ask-subjects.ts) lists; any other subject uses contactFormHref.
 */
export function askPath(subject: string): string {
  return `/contact/ask/${subjectSlug(subject)}/`;
}

/** An "Ask about …" link to the form, on the page built for its subject. */
export function askFormHref(subject: string): string {
  return `${askPath(subject)}#contact-form`;
}

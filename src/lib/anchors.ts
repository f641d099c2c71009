/**
 * Anchors other pages link to. Kept apart from the code of the sections they name, so a link
 * to a section does not bring that section's code into the linking page.
 */

/** The coverage section on the Services page (`/services/#coverage`). */
export const COVERAGE_ANCHOR = 'coverage';
/** The plans and prices on the Services page (`/services/#plans`). */
export const PLANS_ANCHOR = 'plans';
/** The questions and answers on the Services page (`/services/#questions`). */
export const QUESTIONS_ANCHOR = 'questions';
/**
 * The mark on the thank-you page (`/contact/thanks/#sent`) that only a real send leads to: the
 * contact endpoint redirects there after storing an enquiry. Without it, the page says that
 * nothing was sent.
 */
export const SENT_ANCHOR = 'sent';

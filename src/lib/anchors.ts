/**
 * Anchors other pages link to. Kept apart from the code of the sections they name, so a link
 * to a section does not bring that section's code into the linking page.
 */

/** The coverage page, with its search and the list of areas; the list is `#areas`. */
export const COVERAGE_PATH = '/coverage/';
export const COVERAGE_ANCHOR = 'coverage';
export const AREAS_ANCHOR = 'areas';
/** The plans page; its plans are `#plans`, its questions and answers `#questions`. */
export const PLANS_PATH = '/plans/';
export const PLANS_ANCHOR = 'plans';
export const QUESTIONS_ANCHOR = 'questions';
/** The field that carries an area from the home page's coverage check to the coverage page. */
export const AREA_PARAM = 'area';
/**
 * The mark on the thank-you page (`/contact/thanks/#sent`) that only a real send leads to: the
 * contact endpoint redirects there after storing an enquiry. Without it, the page says that
 * nothing was sent.
 */
export const SENT_ANCHOR = 'sent';

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

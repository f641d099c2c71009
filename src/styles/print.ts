/**
 * Marks what a printed page leaves out (the header, the service notice, the footer): an attribute
 * the global style hides in print, `{...{ [PRINT_HIDDEN]: '' }}` on the element.
 */
export const PRINT_HIDDEN = 'data-print-hidden';

/** The attribute as props, for an element or a styled component. */
export const printHidden = { [PRINT_HIDDEN]: '' } as const;

/**
 * An element that shows one sentence the page completed from a template of its words ("₦18,000
 * every month" from "{amount} every month") says so, so that the build marks it with the page's
 * language when the template is translated (src/site-files/translated-words.ts), whatever fills
 * its slots, and no sentence built around English words is taken for one.
 */
export const SENTENCE_ATTRIBUTE = 'data-sentence';

/** Spread on such an element: `<p {...sentence}>`. */
export const sentence = { [SENTENCE_ATTRIBUTE]: '' } as const;

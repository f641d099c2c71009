/**
 * The page says only what the page does. Some controls of the public pages exist only when the
 * page's script runs: the coverage search's field and the buttons of its answers. A visitor without
 * JavaScript never sees them, so copy must not tell anyone to press them. (The coverage section's
 * link under the list, to the waitlist or the contact form, is a plain link, there for everyone.)
 * Their names are content (content/pages/coverage.yaml). The unit test of this module renders the
 * coverage section with and without its script to keep the list true.
 */
import { COVERAGE_SLOT } from './coverage-slots';
import type { SiteFileData } from './content-schema';

/** A control only the page's script shows: its label, which may hold slots, and where it is. */
export type ScriptOnlyControl = { label: string; where: string };

const ANSWER = 'an answer of the coverage search';

/**
 * The controls only the page's script shows, named by the coverage search's words as the content
 * says them (content/pages/coverage.yaml): its field and its answers' buttons.
 */
export function scriptOnlyControls(
  words: SiteFileData<'coveragePage'>['search'] | undefined,
): ScriptOnlyControl[] {
  if (!words) return [];
  return [
    { label: words.label, where: 'the coverage search field' },
    { label: words.askConnection, where: ANSWER },
    { label: words.registerInterestIn, where: ANSWER },
    { label: words.severalContact, where: ANSWER },
    { label: words.askStreet, where: ANSWER },
    { label: words.followIt, where: ANSWER },
  ];
}

/** Text in quotes: "…", “…” or '…' around a few words. */
const QUOTED = /"([^"]{2,80})"|“([^”]{2,80})”|‘([^’]{2,80})’/g;

const folded = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A letter or a digit: a word goes on. */
const WORDLIKE = /[\p{L}\p{N}]/u;
const SEPARATOR = '[^\\p{L}\\p{N}]';

/**
 * What a quoted name of the control looks like: its label, each slot anything or nothing, in whole
 * words ("Ask for a connection in" and "Ask for a connection in Yaba" both name it; "Ask for a
 * connection instantly" does not). A label that is almost all slot names nothing in particular,
 * and is left out.
 */
function namePattern(label: string): RegExp | null {
  const parts = folded(label)
    .split(COVERAGE_SLOT)
    .filter((_, index) => index % 2 === 0)
    .map((part) => part.trim());
  if (parts.join('').replace(/[^\p{L}]/gu, '').length < 3) return null;
  const slot = (before: string, after: string) => {
    const wordBefore = WORDLIKE.test(before.slice(-1));
    const wordAfter = WORDLIKE.test(after.charAt(0));
    // Between two words a slot leaves at least a space; beside punctuation, maybe nothing.
    if (wordBefore && wordAfter) return `${SEPARATOR}(?:.*${SEPARATOR})?`;
    return `(?:${wordBefore ? SEPARATOR : ''}.*${wordAfter ? SEPARATOR : ''})?`;
  };
  const pattern = parts
    .map((part, index) => (index === 0 ? '' : slot(parts[index - 1]!, part)) + escaped(part))
    .join('');
  return new RegExp(`^${pattern}$`, 'u');
}

/**
 * Copy that names, in quotes, a control only the page's script shows (named by `words`, the
 * coverage search's): what to say instead.
 */
export function scriptOnlyMistakes(
  text: string,
  words: SiteFileData<'coveragePage'>['search'] | undefined,
): string[] {
  const controls = scriptOnlyControls(words).flatMap((control) => {
    const pattern = namePattern(control.label);
    return pattern ? [{ ...control, pattern }] : [];
  });
  return [...text.matchAll(QUOTED)].flatMap((match) => {
    const quoted = folded(match[1] ?? match[2] ?? match[3] ?? '');
    const control = controls.find((entry) => entry.pattern.test(quoted));
    return control
      ? [
          `points at "${match[1] ?? match[2] ?? match[3]}", ${control.where}, which only the page's script shows: visitors without JavaScript never see it. Point at what every visitor has, such as the list of areas or the link under it`,
        ]
      : [];
  });
}

/**
 * The page says only what the page does. Some controls of the public pages exist only when the
 * page's script runs: the coverage search's field and the buttons of its answers. A visitor without
 * JavaScript never sees them, so copy must not tell anyone to press them. (The coverage section's
 * link under the list, to the waitlist or the contact form, is a plain link, there for everyone.) The unit test of
 * this module renders the coverage section with and without its script to keep the list true.
 */

/** A control only the page's script shows: its label (or how its label starts) and where it is. */
export type ScriptOnlyControl = { label: string; startsWith?: boolean; where: string };

export const SCRIPT_ONLY_CONTROLS: readonly ScriptOnlyControl[] = [
  { label: 'Your area', where: 'the coverage search field' },
  { label: 'Ask for a connection in', startsWith: true, where: 'an answer of the coverage search' },
  { label: 'Register interest in', startsWith: true, where: 'an answer of the coverage search' },
  { label: 'Somewhere else? Register your interest', where: 'an answer of the coverage search' },
  {
    label: 'Ask about your street in',
    startsWith: true,
    where: 'an answer of the coverage search',
  },
  { label: 'Follow it on the status page', where: 'an answer of the coverage search' },
];

/** Text in quotes: "…", “…” or '…' around a few words. */
const QUOTED = /"([^"]{2,80})"|“([^”]{2,80})”|‘([^’]{2,80})’/g;

const folded = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Copy that names, in quotes, a control only the page's script shows: what to say instead. */
export function scriptOnlyMistakes(text: string): string[] {
  return [...text.matchAll(QUOTED)].flatMap((match) => {
    const quoted = folded(match[1] ?? match[2] ?? match[3] ?? '');
    const control = SCRIPT_ONLY_CONTROLS.find((entry) =>
      entry.startsWith ? quoted.startsWith(folded(entry.label)) : quoted === folded(entry.label),
    );
    return control
      ? [
          `points at "${match[1] ?? match[2] ?? match[3]}", ${control.where}, which only the page's script shows: visitors without JavaScript never see it. Point at what every visitor has, such as the list of areas or the link under it`,
        ]
      : [];
  });
}

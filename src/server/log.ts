/**
 * What the site's server code writes to its logs about a failure: its kind and message, never the
 * data behind it. Logs are kept where erasure cannot reach them, so they name rows by id and never
 * hold an address or a phone number: Postgres's `detail` (which repeats a refused row) and a mail
 * server's answer (which often repeats the recipient) are left out, and anything in the message
 * that looks like an e-mail address or a phone number is blanked.
 */

const ADDRESS = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+/gu;
/** Seven or more digits and what people write between them: spaces, dots, dashes, slashes, +, (). */
const NUMBER = /\+?\(?\d[\d\s()+./-]{5,}\d/gu;

/** Blanks what looks like an e-mail address or a phone number. */
export const withoutPersonalData = (text: string) =>
  text.replace(ADDRESS, '[address]').replace(NUMBER, '[number]');

/** `error`, as the logs may show it. */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return withoutPersonalData(String(error));
  const { code, responseCode, command } = error as Error & {
    code?: string;
    responseCode?: number;
    command?: string;
  };
  // A mail server's answer: its code and the step, not its words.
  if (responseCode) return `${code ?? 'SMTP'} ${responseCode} at ${command ?? 'SMTP'}`;
  const kind = [error.name, code].filter(Boolean).join(' ');
  return withoutPersonalData(`${kind}: ${error.message}`);
}

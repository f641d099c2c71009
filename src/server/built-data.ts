/**
 * What the build hands the site's functions: the deploy context it was built for, the built
 * Contact page (given back, filled in, to a visitor without JavaScript) and the retention periods
 * of the privacy notice. Gatsby compiles the functions before it renders the pages, so the build
 * appends this data to each compiled function once the pages exist (`appendBuiltData`, from
 * gatsby-node's onPostBuild): what Netlify deploys is the function file alone, with no checkout and
 * no `public/` beside it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Retention } from './enquiries';

/** The privacy notice's storage settings, as the content schema types them. */
type Storage = { enquiryMonths: number; spamDays: number };

export type BuiltData = {
  /**
   * The deploy it was built for: Netlify's CONTEXT (`production`, `deploy-preview`,
   * `branch-deploy`, ...), or `local` off Netlify.
   */
  context: string;
  /** The built Contact page without its scripts; null when the build has none. */
  contactPage: string | null;
  retention: Retention;
};

const KEY = Symbol.for('site.built-data');
type WithBuiltData = typeof globalThis & { [KEY]?: BuiltData };

/** The data the build appended to this function; null where none was (unit tests, develop). */
export function builtData(): BuiltData | null {
  return (globalThis as WithBuiltData)[KEY] ?? null;
}

/** The retention periods the privacy notice states (content/pages/privacy.yaml). */
export const retentionOf = (storage: Storage): Retention => ({
  enquiryMonths: storage.enquiryMonths,
  spamDays: storage.spamDays,
});

/** The deploy context a build runs for: Netlify's CONTEXT, or `local` off Netlify. */
export const deployContext = (env: NodeJS.ProcessEnv) =>
  env.NETLIFY ? env.CONTEXT?.trim() || 'production' : 'local';

/** Whether what is sent is marked as coming from a preview (a deploy preview or branch deploy). */
export const isPreview = (data: BuiltData) =>
  data.context === 'deploy-preview' || data.context === 'branch-deploy';

/** Whether e-mail may reach people outside the team: only a production deploy's may. */
export const isProduction = (data: BuiltData | null) =>
  data === null ? false : data.context === 'production';

const START = '\n/* built-data: start */\n';
const END = '\n/* built-data: end */\n';

/** The statement that hands `data` to the function, set when its file loads. */
function statement(data: BuiltData): string {
  return `${START};globalThis[Symbol.for('site.built-data')] = ${JSON.stringify(data)};${END}`;
}

/**
 * Appends `data` to every compiled function in `functionsDir` (Gatsby's `.cache/functions`),
 * replacing what an earlier build appended. Returns the files written.
 */
export function appendBuiltData(functionsDir: string, data: BuiltData): string[] {
  const written: string[] = [];
  for (const name of readdirSync(functionsDir)) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(functionsDir, name);
    const code = readFileSync(file, 'utf8');
    const start = code.indexOf(START);
    const end = code.indexOf(END, start);
    const compiled =
      start >= 0 && end >= 0 ? code.slice(0, start) + code.slice(end + END.length) : code;
    writeFileSync(file, compiled + statement(data));
    written.push(file);
  }
  return written;
}

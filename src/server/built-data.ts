/**
 * What the build hands the site's functions: the deploy context it was built for, the built pages
 * a visitor without JavaScript gets back filled in (Contact, the waitlist), and what the content
 * says that the functions and the scheduled jobs act on: the retention periods and the version of
 * the privacy notice, the areas served, the plans, the waitlist's e-mails and the site's address.
 *
 * A function runs with no checkout and no `public/` beside it. Gatsby compiles its functions (what
 * `gatsby serve` runs) before it renders the pages, so the build appends this data to each compiled
 * function once the pages exist (`appendBuiltData`, from gatsby-node's onPostBuild). Netlify
 * bundles its functions (netlify/functions/) itself, after the build, so the build also writes the
 * same data as a module they import (`writeBuiltDataModule`, netlify/built-data.js). Either way
 * the data is one statement that sets it on globalThis, and `builtData()` reads it. See decisions
 * 0018 and 0022.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageLanguage } from '../content-model/languages';
import type { SiteFileData } from '../content-model/content-schema';
import type { Abbreviation, Region } from '../lib/coverage';
import type { ContactFormWords, WaitlistFormWords } from '../lib/form-words';
import type { Retention } from './enquiries';

/** The privacy notice's storage settings, as the content schema types them. */
type Storage = SiteFileData<'privacy'>['storage'];

/** How long what the site keeps is kept (content/pages/privacy.yaml, `storage`). */
export type RetentionPeriods = Retention & { waitlistMonths: number };

/** A plan as the "now available" e-mail shows it (content/plans.yaml). */
export type PlanSummary = Pick<
  SiteFileData<'plans'>['plans'][number],
  | 'name'
  | 'audience'
  | 'download'
  | 'upload'
  | 'price'
  | 'installation'
  | 'billing'
  | 'data'
  | 'availability'
>;

/**
 * The "now available" e-mail's words in one language: its own (content/waitlist.yaml `email`), the
 * plans' price words and the names of their facts, and the plans, their data words translated.
 */
export type NoticeWords = {
  email: SiteFileData<'waitlist'>['email'];
  /** The confirmation e-mail's words and the pages its link opens. */
  confirm: SiteFileData<'waitlist'>['confirm'];
  /** The words of the page the leave link opens. */
  left: SiteFileData<'waitlist'>['left'];
  prices: SiteFileData<'plans'>['prices'];
  card: SiteFileData<'plans'>['card'];
  plans: PlanSummary[];
};

export type BuiltData = {
  /**
   * The deploy it was built for: Netlify's CONTEXT (`production`, `deploy-preview`,
   * `branch-deploy`, ...), `production` for a self-hosted live site built with CONTEXT=production,
   * or `local`.
   */
  context: string;
  /** The site's public address (links in e-mails). */
  siteUrl: string;
  /**
   * The built Contact page without its scripts, in each language the build made it in (a form
   * refused without JavaScript comes back in its page's language); none when the build has none.
   */
  contactPages: Partial<Record<PageLanguage, string>>;
  /**
   * The built waitlist page without its scripts, in each language the build made it in (a sign-up
   * refused without JavaScript comes back in its page's language); none when the build has none.
   */
  waitlistPages: Partial<Record<PageLanguage, string>>;
  retention: RetentionPeriods;
  /** The privacy notice in force: its "last changed" date, recorded with each consent. */
  noticeVersion: string;
  /** The areas served (content/coverage.yaml): the waitlist's place matching and notifier. */
  coverage: { regions: Region[]; abbreviations: Abbreviation[] };
  company: { name: string; phone: string };
  /** The waitlist's words in English: the weekly digest to sales (content/waitlist.yaml). */
  waitlist: SiteFileData<'waitlist'>;
  /** The "now available" e-mail's words in each published language: it goes in the sign-up's. */
  notice: Partial<Record<PageLanguage, NoticeWords>> & { en: NoticeWords };
  /** The languages the build made pages in, English first: an enquiry's must be one of them. */
  languages: PageLanguage[];
  /**
   * The contact form's words in each of those languages (content/pages/contact.yaml, `form`, its
   * translation laid over the English): the field errors both endpoints answer with, and labels.
   */
  formWords: Partial<Record<PageLanguage, ContactFormWords>> & { en: ContactFormWords };
  /**
   * The waitlist form's words in each of those languages (content/waitlist.yaml, `form`, its
   * translation laid over the English): its labels and its own errors.
   */
  waitlistWords: Partial<Record<PageLanguage, WaitlistFormWords>> & { en: WaitlistFormWords };
};

/** The form's words in `lang`, or in English where the build made no page in it. */
export const formWordsIn = (data: Pick<BuiltData, 'formWords'>, lang: PageLanguage) =>
  data.formWords[lang] ?? data.formWords.en;

const KEY = Symbol.for('site.built-data');
type WithBuiltData = typeof globalThis & { [KEY]?: BuiltData };

/** The data the build appended to this function; null where none was (unit tests, develop). */
export function builtData(): BuiltData | null {
  return (globalThis as WithBuiltData)[KEY] ?? null;
}

/** The retention periods the privacy notice states (content/pages/privacy.yaml). */
export const retentionOf = (storage: Storage): RetentionPeriods => ({
  enquiryMonths: storage.enquiryMonths,
  spamDays: storage.spamDays,
  waitlistMonths: storage.waitlistMonths,
});

/**
 * The deploy context a build or a job runs for: Netlify's CONTEXT on Netlify; elsewhere
 * `production` only when CONTEXT=production says this is the live site (self-hosted), else `local`.
 */
export const deployContext = (env: NodeJS.ProcessEnv) =>
  env.NETLIFY
    ? env.CONTEXT?.trim() || 'production'
    : env.CONTEXT?.trim() === 'production'
      ? 'production'
      : 'local';

/** Whether what is sent is marked as coming from a preview (a deploy preview or branch deploy). */
export const isPreview = (data: BuiltData) =>
  data.context === 'deploy-preview' || data.context === 'branch-deploy';

/** Whether e-mail may reach people outside the team: only a production deploy's may. */
export const isProduction = (data: BuiltData | null) =>
  data === null ? false : data.context === 'production';

const START = '\n/* built-data: start */\n';
const END = '\n/* built-data: end */\n';

/** The statement that hands `data` to the code it is part of, run when its file loads. */
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

/**
 * Writes `data` as a module of its own (`netlify/built-data.js`), which each Netlify Function
 * (netlify/functions/) imports for its side effect: Netlify bundles it into the function.
 */
export function writeBuiltDataModule(file: string, data: BuiltData): void {
  writeFileSync(
    file,
    `// Written by the build (gatsby-node.ts, onPostBuild): what the content said when the site was\n// built, for the Netlify Functions (src/server/built-data.ts). Not in git.\n${statement(data)}`,
  );
}

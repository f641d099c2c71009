/**
 * Example details must not go live. The site comes with an example company in content/ (an
 * `.example` e-mail, +234 700 000 0000, example coverage, plans and answers) so it can be built
 * and tried before the real details are in. This finds every value still holding an example, by
 * what it looks like, never by comparing with the example copy:
 *
 *  - an address on a reserved example domain (.example, .test, .invalid, example.com, …),
 *    in an e-mail, a link or any text;
 *  - a link whose address says "example" (a social page like facebook.com/ziralink.example);
 *  - a placeholder phone number: zeros after the operator's prefix (+234 700 000 0000);
 *  - a number of zeros only (RC 0000000, a licence 000/00/0000);
 *  - the word "example" in a short line (a street like "Example Crescent"; paragraphs may well
 *    say "for example");
 *  - a file still marked `examples: true` (coverage, plans, questions, privacy notice).
 *
 * A production build (Netlify's CONTEXT=production) stops with the list; any other build (a deploy
 * preview, a branch deploy, a local build) shows it as a warning. Runs in the build (gatsby-node.ts).
 */
import { jsonSchemaOf, type JsonSchema } from './content-json-schema';
import { fieldPath } from './content-problems';
import { SITE_FILES, TIME_PATTERN, type SiteContent, type SiteFileName } from './content-schema';

export type ExampleValue = {
  /** File path as an editor sees it, e.g. content/contact.yaml. */
  file: string;
  /** Field path inside the file, e.g. address.street. */
  field: string;
  /** What gives it away, said plainly. */
  reason: string;
};

/** Domains set aside for examples and tests (RFC 2606 and RFC 6761): they never reach anyone. */
const EXAMPLE_DOMAIN =
  /(?:^|[^\w.-])(?:[\w-]+\.)*(?:[\w-]+\.(?:example|test|invalid|localhost)|example\.(?:com|net|org))(?![\w-])/i;

/** Something written like a Nigerian phone number: +234 or 0, then nine or ten digits. */
const PHONE_LIKE = /(?:\+\s*234|\b0)[\d\s().-]{9,16}\d/g;

/** The number a phone-like text dials, without +234 or the leading 0: ten digits. */
function nationalDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.startsWith('234')) return digits.slice(3);
  return digits.replace(/^0/, '');
}

/** +234 700 000 0000: nothing after the three digits of the operator's prefix but zeros. */
function isPlaceholderPhone(text: string): boolean {
  const national = nationalDigits(text);
  return national.length >= 9 && /^\d{3}0+$/.test(national);
}

const isLink = (text: string) => /^https?:\/\//i.test(text);

/** Why `value` (a field of kind `widget`) looks like an example, or null. */
function exampleReason(value: string, widget: string | undefined): string | null {
  if (isLink(value) && /example/i.test(new URL(value).pathname)) {
    return `is an example link (${value})`;
  }
  const domain = EXAMPLE_DOMAIN.exec(value);
  if (domain) {
    const found = domain[0].replace(/^[^\w]/, '');
    return `uses ${found}, a domain kept for examples that reaches no one`;
  }
  for (const match of value.matchAll(PHONE_LIKE)) {
    if (isPlaceholderPhone(match[0])) {
      return `holds ${match[0].trim()}, a placeholder number (zeros after the prefix)`;
    }
  }
  const digits = value.replace(/\D/g, '');
  if (digits.length >= 3 && /^0+$/.test(digits) && !TIME_PATTERN.test(value)) {
    return 'is a placeholder number (all zeros)';
  }
  if (widget === 'string' && /\bexamples?\b/i.test(value)) {
    return 'says "example"';
  }
  return null;
}

/** Every string in `data`, with its path and the kind of field it is in. */
function strings(
  data: unknown,
  schema: JsonSchema | undefined,
  segments: PropertyKey[] = [],
): { segments: PropertyKey[]; value: string; widget: string | undefined }[] {
  if (typeof data === 'string') return [{ segments, value: data, widget: schema?.widget }];
  if (Array.isArray(data)) {
    return data.flatMap((entry, index) => strings(entry, schema?.items, [...segments, index]));
  }
  if (data !== null && typeof data === 'object') {
    // In the schema's order, the order of the editor's fields and of CONTENT.md.
    const order = Object.keys(schema?.properties ?? {});
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    return Object.entries(data)
      .sort(([a], [b]) => rank(a) - rank(b))
      .flatMap(([key, entry]) => strings(entry, schema?.properties?.[key], [...segments, key]));
  }
  return [];
}

/** Every value in the content that still holds an example, file by file, top to bottom. */
export function exampleValues(content: Partial<SiteContent>): ExampleValue[] {
  return (Object.keys(SITE_FILES) as SiteFileName[]).flatMap((name) => {
    const data: unknown = content[name];
    if (data === undefined) return [];
    const entry = SITE_FILES[name];
    const file = `content/${entry.path}`;
    const marked =
      (data as { examples?: unknown }).examples === true
        ? [
            {
              file,
              field: 'examples',
              reason:
                'is true: the file still holds the examples the site came with (replace them, then set it to false)',
            },
          ]
        : [];
    const found = strings(data, jsonSchemaOf(entry)).flatMap(({ segments, value, widget }) => {
      const reason = exampleReason(value, widget);
      return reason ? [{ file, field: fieldPath(segments), reason }] : [];
    });
    return [...marked, ...found];
  });
}

/** Netlify sets CONTEXT for each build: production, deploy-preview, branch-deploy or dev. */
export const isProductionBuild = (env: NodeJS.ProcessEnv) => env.CONTEXT === 'production';

/** What a build says about example values: nothing, a warning, or why it stops. */
export function exampleValuesReport(
  found: readonly ExampleValue[],
  env: NodeJS.ProcessEnv,
): { level: 'none' | 'warn' | 'stop'; message: string } {
  if (found.length === 0) return { level: 'none', message: '' };
  const lines = found.map(({ file, field, reason }) => `  - ${file}: ${field} ${reason}`);
  const count = `${found.length} example value${found.length === 1 ? '' : 's'}`;
  if (isProductionBuild(env)) {
    return {
      level: 'stop',
      message: [
        `The content still holds ${count}; the live site was not built, so none of them goes live:`,
        ...lines,
        'Replace each one with the real detail (CONTENT.md, "Before the site goes live"), then publish again.',
      ].join('\n'),
    };
  }
  return {
    level: 'warn',
    message: [
      `The content still holds ${count}. Fine for a preview, but a production build will stop until each is replaced:`,
      ...lines,
    ].join('\n'),
  };
}

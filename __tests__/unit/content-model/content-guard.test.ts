/**
 * @jest-environment node
 *
 * The real `gatsby build`, run on a copy of the project whose content has a mistake in it, or
 * (for a production build) example details, must stop before building any page and say what is
 * wrong.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURE_DIR } from '../../support/fixture-content';

const ROOT = path.resolve(__dirname, '../../..');
const COPIED = [
  'src',
  'static',
  'package.json',
  'tsconfig.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
];

/** The mistake: a closing time written the way people say it. */
const BROKEN_HOURS = `timezone: Africa/Lagos
days:
  - { day: Monday, opens: "09:00", closes: 5pm }
  - { day: Tuesday, opens: "09:00", closes: "17:00" }
  - { day: Wednesday, opens: "09:00", closes: "17:00" }
  - { day: Thursday, opens: "09:00", closes: "17:00" }
  - { day: Friday, opens: "09:00", closes: "17:00" }
  - { day: Saturday, closed: true }
  - { day: Sunday, closed: true }
`;

jest.setTimeout(180_000);

/**
 * Runs the real `gatsby build` on a copy of the project with the fixture content, changed by
 * `change` (which gets the copy's content folder), in the environment `env` adds.
 */
function buildCopy(change: (contentDir: string) => void, env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
  try {
    for (const entry of COPIED)
      cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
    cpSync(FIXTURE_DIR, path.join(dir, 'content'), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    change(path.join(dir, 'content'));

    const { CONTENT_DIR: _ignored, CONTEXT: _context, ...inherited } = process.env;
    const result = spawnSync(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...inherited, GATSBY_TELEMETRY_DISABLED: '1', CI: '1', NO_COLOR: '1', ...env },
    });
    return {
      status: result.status,
      output: `${result.stdout}\n${result.stderr}`.replace(/\s*\n\s*/g, ' '),
      built: existsSync(path.join(dir, 'public/index.html')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it('stops the build with a message naming the file, the field and what was expected', () => {
  const result = buildCopy((content) =>
    writeFileSync(path.join(content, 'business-hours.yaml'), BROKEN_HOURS),
  );
  expect(result.status).not.toBe(0);
  expect(result.output).toContain(
    'content/business-hours.yaml: Days › entry 1 (Monday) › Closes at must be a 24-hour time like 09:00 or 18:30 (HH:MM), found "5pm"',
  );
  expect(result.built).toBe(false);
});

it('stops a production build (Netlify: CONTEXT=production) while the content holds example details', () => {
  // The fixture company's e-mail addresses are on .example; its coverage is marked as examples.
  const result = buildCopy(
    (content) => {
      const file = path.join(content, 'coverage.yaml');
      writeFileSync(file, `examples: true\n${readFileSync(file, 'utf8')}`);
    },
    { CONTEXT: 'production' },
  );
  expect(result.status).not.toBe(0);
  for (const field of [
    'content/contact.yaml: email uses adamawa-lightwave.example',
    'content/coverage.yaml: examples is true',
    'content/pages/privacy.yaml: contact.email uses adamawa-lightwave.example',
  ]) {
    expect(result.output).toContain(field);
  }
  expect(result.output).toContain('the live site was not built');
  expect(result.built).toBe(false);
});

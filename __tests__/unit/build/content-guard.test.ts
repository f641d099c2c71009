/**
 * @jest-environment node
 *
 * The real `gatsby build`, run on a copy of the project whose content has a mistake in it,
 * must stop before building any page and say what is wrong.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

it('stops the build with a message naming the file, the field and what was expected', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
  try {
    for (const entry of COPIED)
      cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
    cpSync(FIXTURE_DIR, path.join(dir, 'content'), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    writeFileSync(path.join(dir, 'content/business-hours.yaml'), BROKEN_HOURS);

    const { CONTENT_DIR: _ignored, ...env } = process.env;
    const result = spawnSync(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1', NO_COLOR: '1' },
    });
    const output = `${result.stdout}\n${result.stderr}`.replace(/\s*\n\s*/g, ' ');

    expect(result.status).not.toBe(0);
    expect(output).toContain(
      'content/business-hours.yaml: days[0].closes must be a 24-hour time like 09:00 or 18:30 (HH:MM), found "5pm"',
    );
    expect(existsSync(path.join(dir, 'public/index.html'))).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

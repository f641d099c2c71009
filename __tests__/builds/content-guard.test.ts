/**
 * @jest-environment node
 *
 * The real `gatsby build`, run on a copy of the project whose content has a mistake in it, or
 * (for a production build) example details, must stop before building any page and say what is
 * wrong.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildCopy } from '../support/build-copy';

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

jest.setTimeout(300_000);

it('stops the build with a message naming the file, the field and what was expected', async () => {
  const result = await buildCopy((root) =>
    writeFileSync(path.join(root, 'content/business-hours.yaml'), BROKEN_HOURS),
  );
  expect(result.status).not.toBe(0);
  expect(result.output).toContain(
    'content/business-hours.yaml: Days › entry 1 (Monday) › Closes at must be a 24-hour time like 09:00 or 18:30 (HH:MM), found "5pm"',
  );
  expect(result.built).toBe(false);
});

it('stops a production build (Netlify: CONTEXT=production) while the content holds example details', async () => {
  // The fixture company's e-mail addresses are on .example; its coverage is marked as examples.
  const result = await buildCopy(
    (root) => {
      const file = path.join(root, 'content/coverage.yaml');
      writeFileSync(file, `examples: true\n${readFileSync(file, 'utf8')}`);
    },
    { env: { CONTEXT: 'production' } },
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

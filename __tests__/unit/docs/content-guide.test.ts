/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  END,
  FACTS_END,
  FACTS_START,
  START,
  factsReference,
  fieldReference,
} from '../../../scripts/content-guide';

/**
 * Ignores how Prettier aligned the Markdown tables, and the Example column: it quotes the content
 * as it was when the guide was written, and editors change the content every week.
 */
const normalise = (markdown: string) =>
  markdown
    .replace(/[ \t]*\|[ \t]*/g, '|')
    .replace(/-{3,}/g, '---')
    .replace(/\n{2,}/g, '\n')
    .replace(/^(\|.*\|)[^|\n]*\|$/gm, '$1')
    .trim();

it('CONTENT.md lists every content field as the schema defines it (npm run docs:content)', () => {
  const guide = readFileSync(path.resolve(__dirname, '../../../CONTENT.md'), 'utf8');
  const section = guide.slice(guide.indexOf(START), guide.indexOf(END) + END.length);
  expect(normalise(section)).toBe(normalise(fieldReference()));
});

it('CONTENT.md lists every fact copy can refer to, as the build knows them (npm run docs:content)', () => {
  const guide = readFileSync(path.resolve(__dirname, '../../../CONTENT.md'), 'utf8');
  const section = guide.slice(
    guide.indexOf(FACTS_START),
    guide.indexOf(FACTS_END) + FACTS_END.length,
  );
  expect(normalise(section)).toBe(normalise(factsReference()));
});

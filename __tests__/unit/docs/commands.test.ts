/**
 * @jest-environment node
 *
 * What the docs tell a reader to run, or to open, exists: every `npm run X` is a script in
 * package.json, every `--flag` given to a script is one its program reads, every file or folder
 * of this repository named in backticks is there, and every relative link leads somewhere.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../scripts/lib/paths';

const scripts = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

const DOCS = ['README.md', 'CONTENT.md', ...markdownFiles('docs')];
/** Other files that point readers at docs or code. */
const POINTERS = ['netlify.toml', '.ci/run'];

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** `npm run NAME -- ARGS` (and `npm test`, `npm start`), as written in a doc. */
function npmCommands(text: string): { script: string; args: string[] }[] {
  const commands: { script: string; args: string[] }[] = [];
  for (const match of text.matchAll(/npm (?:run (\S+)|(test|start))((?: -- [^`\n#]*)?)/g)) {
    const script = (match[1] ?? match[2] ?? '').replace(/[`.,;:)]+$/, '');
    const args = (match[3] ?? '')
      .replace(/^ -- /, '')
      .split(/\s+/)
      .filter((arg) => arg.startsWith('--'));
    commands.push({ script, args });
  }
  return commands;
}

/** The program a script runs with tsx, if it is one: `tsx scripts/enquiries.ts` -> that file. */
const programOf = (script: string) => scripts[script]?.match(/tsx (scripts\/\S+\.ts)/)?.[1];

/** Paths of this repository named in backticks: `src/server/store.ts`, `__tests__/http/`. */
function repoPaths(text: string): string[] {
  const roots = /^(src|scripts|__tests__|content|docs|static|patches|\.ci)\//;
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/[:#].*$/, ''))
    .filter((candidate) => roots.test(candidate))
    .filter((candidate) => !/[*…<>{}]|\.\.\./.test(candidate));
}

describe.each(DOCS)('%s', (doc) => {
  const text = read(doc);

  it('names only npm scripts that exist, with flags their programs read', () => {
    for (const { script, args } of npmCommands(text)) {
      expect({ doc, script, exists: script in scripts }).toEqual({ doc, script, exists: true });
      const program = programOf(script);
      if (!program) continue;
      const source = read(program);
      for (const flag of args) {
        const name = flag.split('=')[0]!;
        // Read as '--name', or as an option `name:` of node:util's parseArgs.
        const option = new RegExp(`(^|[\\s{,])['"]?${name.slice(2)}['"]?:`, 'm');
        const read = source.includes(`'${name}'`) || option.test(source);
        expect({ script, flag: name, read }).toEqual({
          script,
          flag: name,
          read: true,
        });
      }
    }
  });

  it('names only files and folders that exist', () => {
    for (const named of repoPaths(text)) {
      expect({ doc, named, exists: existsSync(path.join(ROOT, named)) }).toEqual({
        doc,
        named,
        exists: true,
      });
    }
  });

  it('links only to files that exist', () => {
    for (const match of text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
      const target = match[1]!;
      if (/^[a-z]+:/.test(target)) continue; // an address on the web
      const resolved = path.join(ROOT, path.dirname(doc), target);
      expect({ doc, target, exists: existsSync(resolved) }).toEqual({
        doc,
        target,
        exists: true,
      });
    }
  });
});

it.each(POINTERS)('%s points only at files that exist', (file) => {
  for (const named of read(file).matchAll(/((?:src|docs|scripts)\/[\w./-]+\.(?:ts|md))/g)) {
    expect({ file, named: named[1], exists: existsSync(path.join(ROOT, named[1]!)) }).toEqual({
      file,
      named: named[1],
      exists: true,
    });
  }
});

it('finds the commands it checks (the parser is not blind)', () => {
  expect(npmCommands('run `npm run enquiries -- --spam --csv` then `npm test`.')).toEqual([
    { script: 'enquiries', args: ['--spam', '--csv'] },
    { script: 'test', args: [] },
  ]);
  expect(repoPaths('see `src/server/store.ts` and `__tests__/http/`, not `public/x`')).toEqual([
    'src/server/store.ts',
    '__tests__/http/',
  ]);
});

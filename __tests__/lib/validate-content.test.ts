/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatProblem, formatProblems, validateContentDir } from '../../src/lib/validate-content';

const CONTENT = path.resolve(__dirname, '../../content');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(CONTENT, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
const edit = (file: string, from: string | RegExp, to: string) => {
  const before = read(file);
  const after = before.replace(from, to);
  if (after === before) throw new Error(`edit did not change ${file}`);
  write(file, after);
};
const messages = () => validateContentDir(dir).map(formatProblem);

describe('content validation', () => {
  it('accepts the project’s content as it is', () => {
    expect(validateContentDir(CONTENT)).toEqual([]);
  });

  it('names the file and field when a required field is missing', () => {
    edit('company.yaml', /^name: .*\n/m, '');
    expect(messages()).toEqual(['content/company.yaml: name is required']);
  });

  it('names a missing field deep inside a list', () => {
    edit('services.yaml', / {4}summary: >-\n {6}Secure.*\n.*\n/, '');
    expect(messages()).toEqual(['content/services.yaml: core[1].summary is required']);
  });

  it('says what type was expected when a field has the wrong type', () => {
    edit(
      'services.yaml',
      / {4}bullets:\n {6}- Cloud infrastructure setup\n( {6}- .*\n){3}/,
      '    bullets: Cloud stuff\n',
    );
    expect(messages()).toEqual([
      'content/services.yaml: core[1].bullets must be a list, found "Cloud stuff"',
    ]);
  });

  it('rejects a malformed time in business hours, showing what was found', () => {
    edit('business-hours.yaml', 'opens: "09:00"', 'opens: 9am');
    expect(messages()).toEqual([
      'content/business-hours.yaml: days[0].opens must be a 24-hour time like 09:00 or 18:30 (HH:MM), found "9am"',
    ]);
  });

  it('rejects closing times before opening times and days out of order', () => {
    edit('business-hours.yaml', 'closes: "16:00"', 'closes: "08:00"');
    edit('business-hours.yaml', 'day: Tuesday', 'day: Thursday');
    expect(messages()).toEqual([
      'content/business-hours.yaml: days[1].day must be Tuesday: list the days in order, Monday to Sunday, each once',
      'content/business-hours.yaml: days[5].closes must be later than opens (10:00)',
    ]);
  });

  it('requires opening hours unless a day is marked closed', () => {
    edit('business-hours.yaml', / {2}- day: Friday\n {4}opens: "09:00"\n/, '  - day: Friday\n');
    expect(messages()).toEqual([
      'content/business-hours.yaml: days[4].opens is required unless the day is marked closed: true (expected a 24-hour time like 09:00 or 18:30 (HH:MM))',
    ]);
  });

  it('treats an emptied optional field as absent, as the CMS writes it', () => {
    edit('contact.yaml', /^whatsapp: .*$/m, 'whatsapp: ""');
    edit(
      'business-hours.yaml',
      '  - day: Sunday\n    closed: true',
      '  - day: Sunday\n    opens: ""\n    closes:\n    closed: true',
    );
    expect(messages()).toEqual([]);
  });

  it('still requires a required field that was emptied', () => {
    edit('company.yaml', /^name: .*$/m, 'name: ""');
    expect(messages()).toEqual(['content/company.yaml: name is required']);
  });

  it('reports a YAML syntax error with its line and column', () => {
    edit('values.yaml', '  - icon: reliability', '  - icon: reliability\n   title: [unclosed');
    const [problem] = messages();
    expect(problem).toMatch(
      /^content\/values\.yaml is not valid YAML at line \d+, column \d+: .+\. Check the indentation/,
    );
  });

  it('reports an empty file and lists the fields it needs', () => {
    write('pages/about.yaml', '# nothing here yet\n');
    expect(messages()).toEqual([
      'content/pages/about.yaml is empty; expected the fields: seo, heading, intro, storyHeading, story, missionHeading, mission, visionHeading, vision, valuesHeading, valuesIntro',
    ]);
  });

  it('rejects a bare list at the top level', () => {
    write('values.yaml', '- title: Innovation\n');
    expect(messages()).toEqual([
      'content/values.yaml must be a set of fields (name: value) at the top level, not a list; expected the fields: items',
    ]);
  });

  it('catches misspelt field names and unknown or missing files', () => {
    edit('contact.yaml', 'email:', 'emial:');
    unlinkSync(path.join(dir, 'values.yaml'));
    write('servces.yaml', 'core: []\n');
    expect(messages()).toEqual([
      expect.stringMatching(
        /^content\/servces\.yaml is not a file the site uses; the content files are: company\.yaml, /,
      ),
      'content/contact.yaml: email is required',
      'content/contact.yaml: emial is not a field this file uses (check the spelling, or remove it)',
      'content/values.yaml is missing',
    ]);
  });

  it('reports every problem at once, in a message an editor can act on', () => {
    edit('company.yaml', /^name: .*\n/m, '');
    edit('business-hours.yaml', 'opens: "09:00"', 'opens: "25:00"');
    const report = formatProblems(validateContentDir(dir));
    expect(report).toBe(
      [
        'The content in content/ has 2 problems; the site was not built:',
        '  - content/company.yaml: name is required',
        '  - content/business-hours.yaml: days[0].opens must be a 24-hour time like 09:00 or 18:30 (HH:MM), found "25:00"',
        'See CONTENT.md for what each file and field expects.',
      ].join('\n'),
    );
  });
});

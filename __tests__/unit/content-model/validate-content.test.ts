/**
 * @jest-environment node
 *
 * Each test breaks its own copy of the tests' fixture content, changing the data rather than
 * searching for example text, and checks what an editor would be told.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { CONTENT_DIR } from '../../../src/content-model/content-dir';
import { SITE_FILES, type SiteFileName } from '../../../src/content-model/content-schema';
import {
  formatProblem,
  formatProblems,
  loadContentDir,
  siteContentFromNodes,
  validateContentDir,
} from '../../../src/content-model/validate-content';
import { LANGUAGE_CODES } from '../../../src/content-model/languages';
import { TRANSLATED_FILES, translationPath } from '../../../src/content-model/translations';
import { FIXTURE_DIR, fixture, fixtureAsWritten } from '../../support/fixture-content';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(FIXTURE_DIR, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

type Data = Record<string, unknown> & {
  days?: Record<string, unknown>[];
  core?: Record<string, unknown>[];
  items?: Record<string, unknown>[];
};
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
/** Changes a file's data as an editor would, and writes it back as YAML. */
const change = (file: string, edit: (data: Data) => void) => {
  const data = parseYaml(read(file)) as Data;
  edit(data);
  write(file, stringifyYaml(data));
};
const day = (data: Data, index: number) => data.days![index]!;
const messages = () => validateContentDir(dir).map(formatProblem);

describe('content validation', () => {
  it('accepts the content the site is built from', () => {
    expect(validateContentDir(CONTENT_DIR)).toEqual([]);
  });

  it('accepts the tests’ fixture content', () => {
    expect(messages()).toEqual([]);
  });

  it('names the file and field when a required field is missing', () => {
    change('company.yaml', (data) => delete data.name);
    expect(messages()).toEqual(['content/company.yaml: Company name is required']);
  });

  it('refuses a privacy notice dated a day still to come: each consent records its date', () => {
    change('pages/privacy.yaml', (data) => {
      data.updated = '2099-01-31';
    });
    expect(messages()).toEqual([
      expect.stringMatching(
        /^content\/pages\/privacy\.yaml: Last changed must be a day that has come/,
      ),
    ]);
  });

  it('names a missing field deep inside a list', () => {
    change('services.yaml', (data) => delete data.core![1]!.summary);
    expect(messages()).toEqual([
      'content/services.yaml: Core services › entry 2 (Cloud Computing) › Summary is required',
    ]);
  });

  it('says what type was expected when a field has the wrong type', () => {
    change('services.yaml', (data) => (data.core![1]!.bullets = 'Cloud stuff'));
    expect(messages()).toEqual([
      'content/services.yaml: Core services › entry 2 (Cloud Computing) › Bullet points must be a list, found "Cloud stuff"',
    ]);
  });

  it('rejects a malformed time in business hours, showing what was found', () => {
    change('business-hours.yaml', (data) => (day(data, 0).opens = '9am'));
    expect(messages()).toEqual([
      'content/business-hours.yaml: Days › entry 1 (Monday) › Opens at must be a 24-hour time like 09:00 or 18:30 (HH:MM): write "9am" as 09:00',
    ]);
  });

  it('rejects closing times before opening times and days out of order', () => {
    change('business-hours.yaml', (data) => {
      Object.assign(day(data, 2), { opens: '10:00', closes: '08:00', closed: undefined });
      day(data, 1).day = 'Thursday';
    });
    expect(messages()).toEqual([
      'content/business-hours.yaml: Days › entry 2 (Thursday) › Day must be Tuesday: the days go in order, Monday to Sunday, each once',
      'content/business-hours.yaml: Days › entry 3 (Wednesday) › Closes at must be later than the opening time (10:00)',
    ]);
  });

  it('requires opening hours unless a day is marked closed', () => {
    change('business-hours.yaml', (data) => {
      data.days![4] = { day: 'Friday', closes: '17:00' };
    });
    expect(messages()).toEqual([
      'content/business-hours.yaml: Days › entry 5 (Friday) › Opens at is required unless the day is marked "Closed all day" (a 24-hour time like 09:00 or 18:30 (HH:MM))',
    ]);
  });

  it('refuses opening hours on a day marked closed', () => {
    change('business-hours.yaml', (data) => {
      data.days![6] = { day: 'Sunday', opens: '10:00', closes: '12:00', closed: true };
    });
    expect(messages()).toEqual([
      'content/business-hours.yaml: Days › entry 7 (Sunday) › Opens at must be empty on a day marked "Closed all day"',
      'content/business-hours.yaml: Days › entry 7 (Sunday) › Closes at must be empty on a day marked "Closed all day"',
    ]);
  });

  it('treats an emptied optional field as absent, as the CMS writes it', () => {
    change('contact.yaml', (data) => (data.whatsapp = ''));
    change('business-hours.yaml', (data) => {
      data.days![6] = { day: 'Sunday', opens: '', closes: null, closed: true };
    });
    expect(messages()).toEqual([]);
  });

  it('still requires a required field that was emptied', () => {
    change('company.yaml', (data) => (data.name = ''));
    expect(messages()).toEqual(['content/company.yaml: Company name is required']);
  });

  it('keeps the names and labels the specification fixes', () => {
    change('services.yaml', (data) => (data.core![0]!.title = 'Fibre Services'));
    change('values.yaml', (data) => (data.items![2]!.title = 'Openness'));
    change('pages/home.yaml', (data) => ((data.hero as Data).primaryLabel = 'Read more'));
    expect(messages()).toEqual([
      'content/services.yaml: Core services › entry 1 (Fibre Services) › Title must be "Fiber Optic Services": the site\'s specification fixes the names and their order (Fiber Optic Services, Cloud Computing, Tech Solutions)',
      'content/values.yaml: Core values › entry 3 (Openness) › Title must be "Accessibility": the site\'s specification fixes the names and their order (Innovation, Reliability, Accessibility)',
      'content/pages/home.yaml: Hero › Button to the About page must be "Learn More", as the site\'s specification fixes it, found "Read more"',
    ]);
  });

  it('refuses an area listed twice under one city, even spelt a little differently', () => {
    change('coverage.yaml', (data) => {
      const regions = data.regions as { areas: string[] }[];
      const first = regions[0]!.areas[0]!;
      regions[0]!.areas.push(` ${first.toUpperCase().replace(/ /g, '-')}`);
    });
    const regions = (
      parseYaml(read('coverage.yaml')) as { regions: { name: string; areas: string[] }[] }
    ).regions;
    const last = regions[0]!.areas.length - 1;
    expect(messages()).toEqual([
      `content/coverage.yaml: Cities and states › entry 1 (${regions[0]!.name}) › Areas served › entry ${last + 1} (${regions[0]!.areas[last]!.trim()}) is the same area as entry 1 ("${regions[0]!.areas[0]}"); list each area once`,
    ]);
  });

  it('requires at least one area in each city or state', () => {
    change('coverage.yaml', (data) => ((data.regions as { areas: string[] }[])[1]!.areas = []));
    expect(messages()).toEqual([
      'content/coverage.yaml: Cities and states › entry 2 (Kaduna) › Areas served must have at least one entry',
    ]);
  });

  it('takes short names optionally, each once, each standing for something longer', () => {
    change('coverage.yaml', (data) => delete data.abbreviations);
    expect(messages()).toEqual([]);
    change('coverage.yaml', (data) => {
      data.abbreviations = [
        { name: 'KD', means: 'Kaduna' },
        { name: 'k.d.', means: 'Kaduna' },
        { name: '%%', means: 'Kaduna' },
        { name: 'Kaduna', means: 'kaduna' },
      ];
    });
    expect(messages()).toEqual([
      'content/coverage.yaml: Everyday short names › entry 2 (k.d.) › Short name is the same short name as entry 1 ("KD"); list each once',
      'content/coverage.yaml: Everyday short names › entry 3 (%%) › Short name must have a letter or a digit in it',
      'content/coverage.yaml: Everyday short names › entry 4 (Kaduna) › Stands for is the short name itself; write the name out in full',
    ]);
  });

  it('takes prices as whole naira, and says how to write one', () => {
    change('plans.yaml', (data) => {
      const plans = data.plans as Record<string, unknown>[];
      plans[0]!.price = '25,000';
      plans[1]!.price = 25000.5;
      plans[2]!.installation = -1;
    });
    expect(messages()).toEqual([
      'content/plans.yaml: Plans › entry 1 (Lightwave Starter) › Price per month (₦) must be written in digits only, like 25000: write "25,000" as 25000',
      'content/plans.yaml: Plans › entry 2 (Lightwave Family) › Price per month (₦) must be a whole number, like 25000: no decimals, found 25000.5',
      'content/plans.yaml: Plans › entry 3 (Lightwave Office) › Installation fee (₦) must be a whole number from 0 to 50,000,000, written like 25000 (digits only: no ₦, commas or decimals)',
    ]);
  });

  it('refuses a billing period or audience it does not know, and a plan without data terms', () => {
    change('plans.yaml', (data) => {
      const plans = data.plans as Record<string, unknown>[];
      plans[1]!.billing = 'weekly';
      plans[0]!.audience = 'students';
      delete plans[0]!.dataTerms;
    });
    expect(messages()).toEqual([
      'content/plans.yaml: Plans › entry 1 (Lightwave Starter) › For must be one of: home, business, found "students"',
      'content/plans.yaml: Plans › entry 1 (Lightwave Starter) › Data terms in plain words is required',
      'content/plans.yaml: Plans › entry 2 (Lightwave Family) › Billed must be one of: monthly, quarterly, yearly, found "weekly"',
    ]);
  });

  it('refuses two plans of one name, whatever their case and spacing', () => {
    change('plans.yaml', (data) => {
      const plans = data.plans as Record<string, unknown>[];
      plans[2]!.name = ` ${String(plans[0]!.name).toUpperCase()}`;
    });
    expect(messages()).toEqual([
      'content/plans.yaml: Plans › entry 3 (LIGHTWAVE STARTER) › Plan name is the same name as plan 1; give each plan its own name',
    ]);
  });

  it('checks how the company can be checked: RC number, social links; each may be left out', () => {
    change('company.yaml', (data) => {
      data.rcNumber = '1234567';
      data.social = [
        'https://www.facebook.com/ok',
        'http://instagram.com/x',
        'https://myspace.com/x',
      ];
    });
    const social =
      "must be a link to the company's page, starting with https:// on facebook.com, instagram.com, x.com, twitter.com, linkedin.com, youtube.com, tiktok.com";
    expect(messages()).toEqual([
      'content/company.yaml: RC number must be RC (or BN for a business name) and the number, like RC 1234567, found "1234567"',
      `content/company.yaml: Social media pages › entry 2 (http://instagram.com/x) ${social}, found "http://instagram.com/x"`,
      `content/company.yaml: Social media pages › entry 3 (https://myspace.com/x) ${social}, found "https://myspace.com/x"`,
    ]);
    change('company.yaml', (data) => {
      data.registeredName = '';
      data.rcNumber = null;
      data.nccLicence = '';
      delete data.social;
    });
    expect(messages()).toEqual([]);
  });

  it('wants a date written year-month-day on the privacy notice, and an address to write to', () => {
    change('pages/privacy.yaml', (data) => {
      data.updated = '23/11/2026';
      (data.contact as Data).email = 'privacy at company';
    });
    expect(messages()).toEqual([
      'content/pages/privacy.yaml: Last changed must be a date written year-month-day, like 2026-01-31, found "23/11/2026"',
      'content/pages/privacy.yaml: Whom to ask › E-mail for questions about personal data must be an e-mail address like info@example.com, found "privacy at company"',
    ]);
  });

  it('needs at least one question, each with an answer', () => {
    change('faq.yaml', (data) => {
      const questions = data.questions as Record<string, unknown>[];
      questions[1]!.answer = [];
    });
    expect(messages()).toEqual([
      'content/faq.yaml: Questions and answers › entry 2 (Test what if my street is not served?) › Answer must have at least one entry',
    ]);
    change('faq.yaml', (data) => (data.questions = []));
    expect(messages()).toEqual([
      'content/faq.yaml: Questions and answers must have at least one entry',
    ]);
  });

  it('reports a YAML syntax error with its line and column', () => {
    write('values.yaml', `${read('values.yaml')}\n   title: [unclosed\n`);
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
    change('contact.yaml', (data) => {
      data.emial = data.email;
      delete data.email;
    });
    unlinkSync(path.join(dir, 'values.yaml'));
    write('servces.yaml', 'core: []\n');
    expect(messages()).toEqual([
      expect.stringMatching(
        /^content\/servces\.yaml is not a file the site uses; the content files are: company\.yaml, /,
      ),
      'content/contact.yaml: General e-mail is required',
      'content/contact.yaml: "emial" is not a field this file uses (check the spelling, or remove it)',
      'content/values.yaml is missing',
    ]);
  });

  it('reports every problem at once, in a message an editor can act on', () => {
    change('company.yaml', (data) => delete data.name);
    change('business-hours.yaml', (data) => (day(data, 0).opens = '25:00'));
    const report = formatProblems(validateContentDir(dir));
    expect(report).toBe(
      [
        'The content in content/ has 2 problems; the site was not built:',
        '  - content/company.yaml: Company name is required',
        '  - content/business-hours.yaml: Days › entry 1 (Monday) › Opens at must be a 24-hour time like 09:00 or 18:30 (HH:MM), found "25:00"',
        'See CONTENT.md for what each file and field expects.',
      ].join('\n'),
    );
  });
});

describe('reading the content once', () => {
  it('gives the whole content, typed, and its translations, as its files write them, when nothing is wrong', () => {
    expect(loadContentDir(dir)).toEqual({
      problems: [],
      content: fixtureAsWritten,
      // Each page in each language: the fixture's one translation as its file writes it, and
      // nothing translated in the files of comments only.
      translations: Object.fromEntries(
        LANGUAGE_CODES.map((code) => [
          code,
          Object.fromEntries(
            TRANSLATED_FILES.map((name) => [
              name,
              (parseYaml(read(translationPath(code, name))) as unknown) ?? {},
            ]),
          ),
        ]),
      ),
    });
  });

  it('names a page’s translation file that is missing, which the editor needs to be there', () => {
    unlinkSync(path.join(dir, 'pages/yo/about.yaml'));
    expect(messages()).toEqual([
      'content/pages/yo/about.yaml is missing: each page has a file in each language, for the editor to edit (a line starting with # is enough until something is translated; a field left out shows the English of content/pages/about.yaml)',
    ]);
  });

  it('gives the problems and no content when a file is wrong', () => {
    change('business-hours.yaml', (data) => delete data.timezone);
    const { problems, content } = loadContentDir(dir);
    expect(content).toBeNull();
    expect(problems.map((problem) => problem.file)).toEqual(['content/business-hours.yaml']);
  });
});

describe('the content from the nodes Gatsby made of it', () => {
  /** Nodes as onCreateNode makes them: the file's data beside Gatsby's own fields. */
  const nodes = new Map<string, Record<string, unknown>>(
    (Object.keys(SITE_FILES) as SiteFileName[]).map((name, index) => [
      SITE_FILES[name].typeName,
      {
        ...fixture[name],
        id: `node-${index}`,
        parent: 'file',
        children: [],
        internal: { type: SITE_FILES[name].typeName, contentDigest: 'x' },
      },
    ]),
  );

  it('is the content, Gatsby’s own fields left out', () => {
    expect(siteContentFromNodes((type) => nodes.get(type))).toEqual(fixture);
  });

  it('names the file whose node is missing', () => {
    expect(() =>
      siteContentFromNodes((type) => (type === 'PlansYaml' ? undefined : nodes.get(type))),
    ).toThrow('content/plans.yaml has no content node');
  });
});

/**
 * @jest-environment node
 *
 * Example details must not go live: what the build finds, on the tests' own company with example
 * values put in, and what it does with them in each kind of build.
 */
import type { SiteContent } from '../../../src/content-model/content-schema';
import {
  exampleValues,
  exampleValuesReport,
  type ExampleValue,
} from '../../../src/content-model/example-content';
import { fixture } from '../../support/fixture-content';

/** The fixture company, with some of its values changed. */
function withChanges(change: (content: SiteContent) => void): SiteContent {
  const content = structuredClone(fixture);
  change(content);
  return content;
}
const fields = (found: readonly ExampleValue[]) =>
  found.map((value) => `${value.file}: ${value.field}`);

describe('example values', () => {
  it('finds addresses on domains kept for examples, wherever they are', () => {
    // The fixture company's own addresses are on .example, as test data should be.
    expect(fields(exampleValues(fixture))).toEqual([
      'content/contact.yaml: email',
      'content/pages/privacy.yaml: contact.email',
    ]);
    const found = exampleValues(
      withChanges((content) => {
        content.contact.email = 'sales@lightwave.ng';
        content.privacy.contact.email = 'dpo@lightwave.ng';
        content.faq.questions[0]!.answer = [
          'Write to billing@lightwave.test or visit example.com.',
        ];
      }),
    );
    expect(found).toEqual([
      {
        file: 'content/faq.yaml',
        field: 'questions[0].answer[0]',
        reason: 'uses lightwave.test, a domain kept for examples that reaches no one',
      },
    ]);
  });

  it('finds placeholder phone numbers, not real ones that happen to hold zeros', () => {
    const content = withChanges((changed) => {
      changed.contact.email = 'sales@lightwave.ng';
      changed.privacy.contact.email = 'dpo@lightwave.ng';
      changed.contact.phone = '+234 700 000 0000';
      changed.contact.whatsapp = '+234 803 000 1234';
      changed.faq.questions[1]!.answer = ['Call 0800 000 0000 at any hour.'];
    });
    const found = exampleValues(content);
    expect(fields(found)).toEqual([
      'content/contact.yaml: phone',
      'content/faq.yaml: questions[1].answer[0]',
    ]);
    expect(found[0]!.reason).toBe(
      'holds +234 700 000 0000, a placeholder number (zeros after the prefix)',
    );
  });

  it('finds numbers of zeros only, "example" in a short line or a link, and files still marked as examples', () => {
    const content = withChanges((changed) => {
      changed.contact.email = 'sales@lightwave.ng';
      changed.privacy.contact.email = 'dpo@lightwave.ng';
      changed.company.rcNumber = 'RC 0000000';
      changed.company.nccLicence = 'ISP licence 000/00/0000';
      changed.company.social = ['https://www.facebook.com/lightwave.example', 'https://x.com/lw'];
      changed.contact.address.street = '1 Example Road';
      // "For example" in a paragraph is just English.
      changed.faq.intro = 'For example, ask about a plan.';
      changed.plans.examples = true;
      changed.coverage.examples = false;
      // Midnight is a time, not a placeholder.
      changed.hours.days[0] = { day: 'Monday', opens: '00:00', closes: '23:00' };
    });
    expect(exampleValues(content)).toEqual([
      {
        file: 'content/company.yaml',
        field: 'rcNumber',
        reason: 'is a placeholder number (all zeros)',
      },
      {
        file: 'content/company.yaml',
        field: 'nccLicence',
        reason: 'is a placeholder number (all zeros)',
      },
      {
        file: 'content/company.yaml',
        field: 'social[0]',
        reason: 'is an example link (https://www.facebook.com/lightwave.example)',
      },
      { file: 'content/contact.yaml', field: 'address.street', reason: 'says "example"' },
      {
        file: 'content/plans.yaml',
        field: 'examples',
        reason:
          'is true: the file still holds the examples the site came with (replace them, then set it to false)',
      },
    ]);
  });
});

describe('what a build does with them', () => {
  const found = exampleValues(fixture);

  it('stops a production build, naming each file and field', () => {
    const report = exampleValuesReport(found, { CONTEXT: 'production' });
    expect(report.level).toBe('stop');
    expect(report.message.split('\n')).toEqual([
      'The content still holds 2 example values; the live site was not built, so none of them goes live:',
      `  - content/contact.yaml: email ${found[0]!.reason}`,
      `  - content/pages/privacy.yaml: contact.email ${found[1]!.reason}`,
      'Replace each one with the real detail (CONTENT.md, "Before the site goes live"), then publish again.',
    ]);
  });

  it.each([['deploy-preview'], ['branch-deploy'], ['dev'], [undefined]])(
    'only warns in a build for %s',
    (context) => {
      const report = exampleValuesReport(found, context ? { CONTEXT: context } : {});
      expect(report.level).toBe('warn');
      expect(report.message).toContain('content/contact.yaml: email');
      expect(report.message).toContain('a production build will stop');
    },
  );

  it('says nothing when there is nothing to say', () => {
    expect(exampleValuesReport([], { CONTEXT: 'production' })).toEqual({
      level: 'none',
      message: '',
    });
  });
});

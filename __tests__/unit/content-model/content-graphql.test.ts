/**
 * @jest-environment node
 */
import { contentTypeDefs } from '../../../src/content-model/content-graphql';

describe('GraphQL types for content', () => {
  const sdl = contentTypeDefs();
  const typeBody = (name: string) =>
    sdl.match(new RegExp(`type ${name}(?: implements Node @dontInfer)? \\{([^}]*)\\}`))?.[1] ?? '';

  it('declares every content file as a node type that is never inferred', () => {
    for (const type of [
      'CompanyYaml',
      'ContactYaml',
      'BusinessHoursYaml',
      'ServicesYaml',
      'ValuesYaml',
      'HomePageYaml',
      'AboutPageYaml',
      'ServicesPageYaml',
      'ContactPageYaml',
      'ThanksPageYaml',
      'NotFoundPageYaml',
      'PlansYaml',
      'FaqYaml',
      'PrivacyPageYaml',
    ]) {
      expect(sdl).toContain(`type ${type} implements Node @dontInfer {`);
    }
  });

  it('makes required fields non-null and optional ones nullable', () => {
    expect(typeBody('CompanyYaml')).toContain('name: String!');
    expect(typeBody('ContactYaml')).toContain('whatsapp: String\n');
    expect(typeBody('ContactYaml')).toContain('address: ContactYamlAddress!');
    expect(typeBody('BusinessHoursYamlDays')).toContain('opens: String\n');
    expect(typeBody('BusinessHoursYamlDays')).toContain('closed: Boolean');
    expect(typeBody('ServicesYamlCore')).toContain('bullets: [String!]!');
    expect(typeBody('ServicesYaml')).toContain('core: [ServicesYamlCore!]!');
  });

  it('types prices and speeds as whole numbers, and audiences and billing periods as enums', () => {
    const plan = typeBody('PlansYamlPlans');
    for (const field of ['price', 'installation', 'download', 'upload']) {
      expect(plan).toContain(`${field}: Int!`);
    }
    expect(plan).toContain('audience: PlanAudience!');
    expect(plan).toContain('billing: BillingPeriod!');
    expect(plan).toContain('availability: [String!]');
    expect(sdl).toContain('enum BillingPeriod {\n  monthly\n  quarterly\n  yearly\n}');
    expect(typeBody('CompanyYaml')).toContain('social: [String!]\n');
  });

  it('fills in the references to facts in copy, and only there', () => {
    // Copy: headings, paragraphs, lists of paragraphs.
    expect(typeBody('FaqYamlQuestions')).toContain('answer: [String!]! @facts');
    expect(typeBody('PlansYaml')).toContain('heading: String! @facts');
    // Not copy: the facts themselves, fixed words, names references use, choices.
    expect(typeBody('ContactYaml')).toContain('phone: String!\n');
    expect(typeBody('BusinessHoursYamlDays')).toContain('opens: String\n');
    expect(typeBody('PlansYamlPlans')).toContain('name: String!\n');
    expect(typeBody('CoverageYamlRegions')).toContain('areas: [String!]!\n');
    expect(typeBody('ServicesYamlCore')).toContain('title: String!\n');
  });
});

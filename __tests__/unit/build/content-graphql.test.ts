/**
 * @jest-environment node
 */
import { contentTypeDefs } from '../../../src/build/content-graphql';

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
});

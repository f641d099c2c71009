/**
 * Fixture content for component tests: the project's own content/*.yaml, loaded as the GraphQL
 * layer would return it, with optional overrides per test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useStaticQuery } from 'gatsby';
import yaml from 'js-yaml';
import { CONTENT_FILES } from '../../src/lib/content-schema';

const CONTENT_DIR = path.resolve(__dirname, '../../content');

/** GraphQL root field for a content type: CompanyYaml -> companyYaml. */
const rootField = (typeName: string) => typeName.charAt(0).toLowerCase() + typeName.slice(1);

export type Fixture = Record<string, unknown>;

/** Every content file, keyed by its root query field (companyYaml, homePageYaml, ...). */
export function loadContent(): Fixture {
  const fixture: Fixture = {
    site: { siteMetadata: { siteUrl: 'https://www.example.test', buildYear: 2025 } },
  };
  for (const file of CONTENT_FILES) {
    fixture[rootField(file.typeName)] = yaml.load(
      readFileSync(path.join(CONTENT_DIR, file.path), 'utf8'),
    );
  }
  return fixture;
}

/** Answers useStaticQuery from `fixture`: the query's first root field picks the entry. */
export function answerQueriesFrom(fixture: Fixture): void {
  jest.mocked(useStaticQuery).mockImplementation((query: unknown) => {
    const field = String(query).match(/{\s*(\w+)/)?.[1];
    if (!field || !(field in fixture))
      throw new Error(`No fixture content for query: ${String(query)}`);
    return { [field]: fixture[field] };
  });
}

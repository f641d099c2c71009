import { graphql, useStaticQuery } from 'gatsby';
import type { SiteFileData } from '../content-model/content-schema';
import { fromQuery } from '../lib/from-query';

export type Coverage = SiteFileData<'coverage'>;

/** The areas the network serves, from content/coverage.yaml (the page's copy is its own file's). */
export function useCoverage(): Coverage {
  const data = useStaticQuery<Queries.CoverageQuery>(graphql`
    query Coverage {
      coverageYaml {
        examples
        regions {
          name
          areas
        }
        abbreviations {
          name
          means
        }
      }
    }
  `);
  return fromQuery<Coverage>(data.coverageYaml, 'content/coverage.yaml');
}

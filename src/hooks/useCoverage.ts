import { graphql, useStaticQuery } from 'gatsby';
import type { SiteFileData } from '../content-model/content-schema';
import { fromQuery } from '../lib/from-query';

export type Coverage = SiteFileData<'coverage'>;

/** The areas the network serves, and the coverage page's copy, from content/coverage.yaml. */
export function useCoverage(): Coverage {
  const data = useStaticQuery<Queries.CoverageQuery>(graphql`
    query Coverage {
      coverageYaml {
        examples
        seo {
          title
          description
        }
        heading
        intro
        homeLinkLabel
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

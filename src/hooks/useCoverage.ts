import { graphql, useStaticQuery } from 'gatsby';
import { required } from '../lib/required';

export type Coverage = Queries.CoverageQuery['coverageYaml'] & {};

/** The areas the network serves, and the coverage page's copy, from content/coverage.yaml. */
export function useCoverage(): Coverage {
  const data = useStaticQuery<Queries.CoverageQuery>(graphql`
    query Coverage {
      coverageYaml {
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
  return required(data.coverageYaml, 'content/coverage.yaml');
}

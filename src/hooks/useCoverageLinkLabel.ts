import { graphql, useStaticQuery } from 'gatsby';
import { required } from '../lib/required';

/** Only the home page's link to the coverage section: the home page needs none of the areas. */
export function useCoverageLinkLabel(): string {
  const data = useStaticQuery<Queries.CoverageLinkQuery>(graphql`
    query CoverageLink {
      coverageYaml {
        homeLinkLabel
      }
    }
  `);
  return required(data.coverageYaml, 'content/coverage.yaml').homeLinkLabel;
}

import { graphql, useStaticQuery } from 'gatsby';
import type { SiteFileData } from '../content-model/content-schema';
import { fromQuery } from '../lib/from-query';

export type Plans = SiteFileData<'plans'>;
export type Plan = Plans['plans'][number];

/** The internet plans and their prices, and the plans page's copy, from content/plans.yaml. */
export function usePlans(): Plans {
  const data = useStaticQuery<Queries.PlansQuery>(graphql`
    query Plans {
      plansYaml {
        examples
        seo {
          title
          description
        }
        heading
        intro
        homeHeading
        businessHeading
        note
        askLabel
        homeLinkLabel
        cardLinkLabel
        installationLabel
        plans {
          name
          audience
          download
          upload
          price
          installation
          billing
          included
          data
          dataTerms
          availability
        }
      }
    }
  `);
  return fromQuery<Plans>(data.plansYaml, 'content/plans.yaml');
}

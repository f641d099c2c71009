import { graphql, useStaticQuery } from 'gatsby';
import { required } from '../lib/required';

export type Plans = Queries.PlansQuery['plansYaml'] & {};
export type Plan = Plans['plans'][number];

/** The internet plans and their prices, and the plans page's copy, from content/plans.yaml. */
export function usePlans(): Plans {
  const data = useStaticQuery<Queries.PlansQuery>(graphql`
    query Plans {
      plansYaml {
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
  return required(data.plansYaml, 'content/plans.yaml');
}

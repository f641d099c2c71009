import { graphql, useStaticQuery } from 'gatsby';
import { required } from '../lib/required';

export type PlansLink = { label: string; prices: readonly { price: number }[] };

/** Only what the home page's link to the plans needs: its label and the prices, for "from ₦…". */
export function usePlansLink(): PlansLink {
  const data = useStaticQuery<Queries.PlansLinkQuery>(graphql`
    query PlansLink {
      plansYaml {
        homeLinkLabel
        plans {
          price
        }
      }
    }
  `);
  const plans = required(data.plansYaml, 'content/plans.yaml');
  return { label: plans.homeLinkLabel, prices: plans.plans };
}

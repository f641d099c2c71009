import { graphql, useStaticQuery } from 'gatsby';
import { required } from '../lib/required';

export type PlansLink = { label: string; prices: readonly { price: number }[] };

/**
 * Only what the links to the plans page need (home and Services pages): their labels and the
 * prices, for "from ₦…".
 */
export function usePlansLink(): PlansLink & { cardLabel: string } {
  const data = useStaticQuery<Queries.PlansLinkQuery>(graphql`
    query PlansLink {
      plansYaml {
        homeLinkLabel
        cardLinkLabel
        plans {
          price
        }
      }
    }
  `);
  const plans = required(data.plansYaml, 'content/plans.yaml');
  return { label: plans.homeLinkLabel, cardLabel: plans.cardLinkLabel, prices: plans.plans };
}

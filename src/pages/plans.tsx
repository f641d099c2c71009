import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo, StructuredData } from '../components/Seo';
import { useContactDetails } from '../hooks/useContactDetails';
import { useFaq } from '../hooks/useFaq';
import { usePlans } from '../hooks/usePlans';
import { usePromises } from '../hooks/usePromises';
import { plansSections } from '../views/plans';

/** Plans and prices (content/plans.yaml), and the questions buyers ask (content/faq.yaml). */
export default function PlansPage({ location }: PageProps) {
  const plans = usePlans();
  const faq = useFaq();
  const promises = usePromises();
  const { whatsapp } = useContactDetails();
  return (
    <Layout currentPath={location.pathname}>
      {plansSections({ plans, faq, promises, whatsapp: whatsapp ?? null })}
    </Layout>
  );
}

export const query = graphql`
  query PlansPage {
    structuredData(page: "/plans/")
  }
`;

/** With the plans as schema.org Offers and the questions as a FAQPage (gatsby-node.ts). */
export function Head({ data, location }: HeadProps<Queries.PlansPageQuery>) {
  const { seo } = usePlans();
  return (
    <Seo {...seo} path={location.pathname}>
      <StructuredData blocks={data.structuredData} />
    </Seo>
  );
}

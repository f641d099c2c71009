import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
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

/**
 * Built by gatsby-node.ts from the content: the plans as schema.org Offers and the questions as a
 * FAQPage, as JSON.
 */
type PlansContext = { structuredData?: string[] };

export function Head({ location, pageContext }: HeadProps<object, PlansContext>) {
  const { seo } = usePlans();
  return (
    <Seo {...seo} path={location.pathname}>
      {(pageContext.structuredData ?? []).map((json) => (
        <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </Seo>
  );
}

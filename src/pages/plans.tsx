import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo, StructuredData } from '../components/Seo';
import { useContactDetails } from '../hooks/useContactDetails';
import { fromQuery } from '../lib/from-query';
import { required } from '../lib/required';
import type { Faq, PlansContent } from '../lib/page-copy';
import { plansSections } from '../views/plans';

const SOURCE = 'content/plans.yaml';

/**
 * Plans and prices (content/plans.yaml), and the questions buyers ask (content/faq.yaml), in the
 * page's language.
 */
export default function PlansPage({ data, location }: PageProps<Queries.PlansPageQuery>) {
  const plans = fromQuery<PlansContent>(data.plansYamlIn, SOURCE);
  const faq = fromQuery<Faq>(data.faqYamlIn, 'content/faq.yaml');
  const { whatsapp } = useContactDetails();
  const { chat } = required(data.everyPageYamlIn, 'content/pages/every-page.yaml');
  return (
    <Layout currentPath={location.pathname}>
      {plansSections({ plans, faq, whatsapp: whatsapp ?? null, chat })}
    </Layout>
  );
}

export const query = graphql`
  query PlansPage($lang: String!) {
    structuredData(page: "/plans/", lang: $lang)
    everyPageYamlIn(lang: $lang) {
      chat {
        ...ChatWords
      }
    }
    plansYamlIn(lang: $lang) {
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
      prices {
        perMonth
        from
        monthly
        quarterly
        yearly
      }
      card {
        download
        upload
        installation
        free
        data
        availableIn
        installed
        installationLink
      }
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
    faqYamlIn(lang: $lang) {
      examples
      heading
      intro
      questions {
        question
        answer
        seeAlso
      }
      seeAlsoLinks {
        installation
        care
        coverage
        status
      }
    }
  }
`;

/** With the plans as schema.org Offers and the questions as a FAQPage (gatsby-node.ts). */
export function Head({ data, location }: HeadProps<Queries.PlansPageQuery>) {
  const { seo } = fromQuery<PlansContent>(data.plansYamlIn, SOURCE);
  return (
    <Seo {...seo} path={location.pathname}>
      <StructuredData blocks={data.structuredData} />
    </Seo>
  );
}

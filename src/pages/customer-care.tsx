import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { useCompany } from '../hooks/useCompany';
import { useContactDetails } from '../hooks/useContactDetails';
import { usePromises } from '../hooks/usePromises';
import { fromQuery } from '../lib/from-query';
import { required } from '../lib/required';
import type { CareCopy } from '../lib/page-copy';
import { careSections } from '../views/customer-care';

const SOURCE = 'content/pages/customer-care.yaml';

/** Customer care: complaints, promised times, escalation to the NCC (prints on A4). */
export default function CarePage({ data, location }: PageProps<Queries.CarePageQuery>) {
  const page = fromQuery<CareCopy>(data.carePageYamlIn, SOURCE);
  const contact = useContactDetails();
  const promises = usePromises();
  const { name } = useCompany();
  const { chat, times } = required(data.everyPageYamlIn, 'content/pages/every-page.yaml');
  return (
    <Layout currentPath={location.pathname}>
      {careSections({
        page,
        contact,
        promises,
        companyName: name,
        chat,
        times,
      })}
    </Layout>
  );
}

export const query = graphql`
  query CarePage($lang: String!) {
    everyPageYamlIn(lang: $lang) {
      chat {
        ...ChatWords
      }
      times {
        ...TimeWords
      }
    }
    carePageYamlIn(lang: $lang) {
      examples
      seo {
        title
        description
      }
      heading
      intro
      channels {
        heading
        intro
        whatsapp
        phone
        email
        office
        names {
          whatsapp
          phone
          email
          office
        }
        hoursLink
      }
      steps {
        heading
        items
      }
      promises {
        heading
        intro
        acknowledgement
        resolution
        installation
        faultRepair
        outage
        outageLink
      }
      notMet {
        heading
        paragraphs
      }
      ncc {
        heading
        text
        phone
        phoneNote
        email
        address
        website
        labels {
          phone
          email
          address
          website
        }
      }
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.CarePageQuery>) {
  const { seo } = fromQuery<CareCopy>(data.carePageYamlIn, SOURCE);
  return <Seo {...seo} path={location.pathname} />;
}

import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { Container } from '../components/Container';
import { Layout } from '../components/Layout';
import { PageHeader } from '../components/PageHeader';
import { Seo } from '../components/Seo';
import { ToastProvider } from '../components/Toast';
import { useBusinessHours } from '../hooks/useBusinessHours';
import { useContactDetails } from '../hooks/useContactDetails';
import type { EnquiryFieldSpec } from '../lib/enquiry-form';
import { required } from '../lib/required';
import { ContactForm, FormNotice } from '../sections/ContactForm';
import { ContactInfo } from '../sections/ContactInfo';
import { FindUs } from '../sections/FindUs';
import { media, theme } from '../styles/theme';

const SOURCE = 'content/pages/contact.yaml';

const Columns = styled(Container)`
  display: grid;
  gap: ${theme.space[7]};
  padding-top: ${theme.space[7]};
  padding-bottom: ${theme.space[8]};

  ${media.lg} {
    grid-template-columns: 2fr 3fr;
  }
`;

/** Built by gatsby-node.ts from the enquiry schema: the form's fields and their rules. */
type ContactContext = { enquiryFields?: EnquiryFieldSpec[] };

export default function ContactPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.ContactPageQuery, ContactContext>) {
  const page = required(data.contactPageYaml, SOURCE);
  const contact = useContactDetails();
  const hours = useBusinessHours();
  return (
    <Layout currentPath={location.pathname}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Container>
        <FormNotice />
      </Container>
      <Columns>
        <div>
          <ContactInfo
            detailsHeading={page.detailsHeading}
            hoursHeading={page.hoursHeading}
            contact={contact}
            hours={hours}
          />
          <FindUs
            heading={page.findUsHeading}
            text={page.findUsText}
            area={contact.address.area}
            city={contact.address.city}
          />
        </div>
        <ToastProvider>
          <ContactForm
            heading={page.formHeading}
            fields={required(pageContext.enquiryFields, 'the enquiry schema (gatsby-node.ts)')}
            contact={contact}
          />
        </ToastProvider>
      </Columns>
    </Layout>
  );
}

export const query = graphql`
  query ContactPage {
    contactPageYaml {
      seo {
        title
        description
      }
      heading
      intro
      detailsHeading
      hoursHeading
      formHeading
      findUsHeading
      findUsText
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.ContactPageQuery>) {
  const { seo } = required(data.contactPageYaml, SOURCE);
  return <Seo {...seo} path={location.pathname} />;
}

import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { Icon } from '../../components/Icon';
import { Layout } from '../../components/Layout';
import { Seo } from '../../components/Seo';
import { useContactDetails } from '../../hooks/useContactDetails';
import { phoneText, telHref } from '../../lib/contact-links';
import { required } from '../../lib/required';
import { theme } from '../../styles/theme';

const SOURCE = 'content/pages/thanks.yaml';

const Panel = styled(Container)`
  max-width: 40rem;
  padding-top: ${theme.space[9]};
  padding-bottom: ${theme.space[9]};
  text-align: center;

  > svg {
    color: ${theme.colors.primary};
  }

  h1 {
    font-size: ${theme.fontSizes['4xl']};
    margin-top: ${theme.space[4]};
  }

  p {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`;

/** Where a visitor lands after sending the contact form without JavaScript. */
export default function ThanksPage({ data, location }: PageProps<Queries.ThanksPageQuery>) {
  const page = required(data.thanksPageYaml, SOURCE);
  const { phone } = useContactDetails();
  return (
    <Layout currentPath={location.pathname}>
      <Panel>
        <Icon name="check" size={56} />
        <h1>{page.heading}</h1>
        <p>{page.body}</p>
        <p>
          {page.nextSteps} <a href={telHref(phone)}>{phoneText(phone)}</a>
        </p>
        <Actions>
          <ButtonLink to="/">{page.homeLinkLabel}</ButtonLink>
          <ButtonLink to="/services/" $variant="secondary">
            {page.servicesLinkLabel}
          </ButtonLink>
        </Actions>
      </Panel>
    </Layout>
  );
}

export const query = graphql`
  query ThanksPage {
    thanksPageYaml {
      seo {
        title
        description
      }
      heading
      body
      nextSteps
      homeLinkLabel
      servicesLinkLabel
    }
  }
`;

export function Head({ data }: HeadProps<Queries.ThanksPageQuery>) {
  const { seo } = required(data.thanksPageYaml, SOURCE);
  return <Seo {...seo} />;
}

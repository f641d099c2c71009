import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { useCompany } from '../hooks/useCompany';
import { useContactDetails } from '../hooks/useContactDetails';
import { useServiceStatus } from '../hooks/useServiceStatus';
import type { PageLanguage } from '../content-model/languages';
import { fromQuery } from '../lib/from-query';
import { required } from '../lib/required';
import type { StatusCopy } from '../lib/page-copy';
import { STATUS_FEED_PATH } from '../lib/service-status';
import { statusSections } from '../views/status';

const SOURCE = 'content/pages/status.yaml';

/** Set by gatsby-node.ts: when the site was built, which the 90 days of history count back from. */
type StatusContext = { builtAt?: number; lang?: PageLanguage };

/**
 * Service status: open incidents, or all normal, how to report a fault on one's own line, and the
 * last 90 days (content/status.yaml).
 */
export default function StatusPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.StatusPageQuery, StatusContext>) {
  const page = fromQuery<StatusCopy>(data.statusPageYamlIn, SOURCE);
  const { incidents } = useServiceStatus();
  const now = required(pageContext.builtAt, 'the build time (gatsby-node.ts)');
  const { times, chat } = required(data.everyPageYamlIn, 'content/pages/every-page.yaml');
  const contact = useContactDetails();
  const { name } = useCompany();
  // Its dates are in the page's language once its words are ("As of …" translated).
  const english = required(data.statusPageYaml, SOURCE);
  const lang = page.asOf === english.asOf ? 'en' : (pageContext.lang ?? 'en');
  return (
    <Layout currentPath={location.pathname}>
      {statusSections({ page, incidents, now, lang, times, contact, chat, companyName: name })}
    </Layout>
  );
}

export const query = graphql`
  query StatusPage($lang: String!) {
    everyPageYamlIn(lang: $lang) {
      times {
        day
        days
      }
      chat {
        label
        messages {
          complaint
        }
      }
    }
    statusPageYaml {
      asOf
    }
    statusPageYamlIn(lang: $lang) {
      seo {
        title
        description
      }
      heading
      intro
      allNormal
      currentHeading
      historyHeading
      noHistory
      ownLine {
        heading
        text
        call
        careLink
      }
      feedLabel
      noticeLinkLabel
      asOf
      since
      card {
        status
        open
        resolved
        areas
        started
        expectedFix
        resolvedAt
        after
        underMinute
        updates
      }
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.StatusPageQuery>) {
  const { seo } = fromQuery<StatusCopy>(data.statusPageYamlIn, SOURCE);
  return (
    <Seo {...seo} path={location.pathname}>
      <link rel="alternate" type="application/atom+xml" title={seo.title} href={STATUS_FEED_PATH} />
    </Seo>
  );
}

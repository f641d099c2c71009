import React from 'react';
import styled from 'styled-components';
import { Container } from '../components/Container';
import { PageHeader } from '../components/PageHeader';
import type { PageLanguage } from '../content-model/languages';
import { aroundSlot } from '../lib/form-words';
import type { TimeWords } from '../lib/promises';
import { datesIn } from '../lib/page-dates';
import {
  historySince,
  openIncidents,
  recentIncidents,
  STATUS_FEED_PATH,
  type Incident,
} from '../lib/service-status';
import type { StatusCopy } from '../lib/page-copy';
import { IncidentList, SinceDay, When, type IncidentWords } from '../sections/Incidents';
import { theme } from '../styles/theme';
import { sentence } from '../lib/sentence';

const Body = styled(Container)`
  padding-top: ${theme.space[6]};
  padding-bottom: ${theme.space[8]};

  > * {
    max-width: 48rem;
  }

  section + section {
    margin-top: ${theme.space[7]};
  }

  h2 {
    margin-bottom: ${theme.space[4]};
  }
`;

const AllNormal = styled.p`
  padding: ${theme.space[4]};
  border-left: 6px solid ${theme.colors.primary};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

export type StatusContent = {
  page: StatusCopy;
  incidents: readonly Incident[];
  /** When the page was built: the history counts back from it. */
  now: number;
  /** The language its dates are written in (page-dates.ts): the page's once its words are. */
  lang: PageLanguage;
  /** The words for days, of how long an incident lasted. */
  times: Pick<TimeWords, 'day' | 'days'>;
};

/**
 * The status page's sections (the page and the editor's preview render them): what is open now,
 * or that all is normal, then the incidents resolved in the last 90 days, and the feed.
 */
export function statusSections({ page, incidents, now, lang, times }: StatusContent) {
  const open = openIncidents(incidents);
  const recent = recentIncidents(incidents, now);
  const words: IncidentWords = { card: page.card, dates: datesIn(lang), times };
  const asOf = aroundSlot(page.asOf);
  const since = aroundSlot(page.since);
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Body>
        <section aria-labelledby="status-now">
          <h2 id="status-now">{page.currentHeading}</h2>
          {open.length === 0 ? (
            <AllNormal>{page.allNormal}</AllNormal>
          ) : (
            <IncidentList incidents={open} words={words} />
          )}
          <Muted {...sentence}>
            {asOf.before}
            <When at={now} dates={words.dates} />
            {asOf.after}
          </Muted>
        </section>
        <section aria-labelledby="status-history">
          <h2 id="status-history">{page.historyHeading}</h2>
          <Muted {...sentence}>
            {since.before}
            <SinceDay since={historySince(now)} dates={words.dates} />
            {since.after}
          </Muted>
          {recent.length === 0 ? (
            <p>{page.noHistory}</p>
          ) : (
            <IncidentList incidents={recent} words={words} />
          )}
        </section>
        <p>
          <a href={STATUS_FEED_PATH} type="application/atom+xml">
            {page.feedLabel}
          </a>
        </p>
      </Body>
    </>
  );
}

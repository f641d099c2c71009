import React from 'react';
import styled from 'styled-components';
import { formatDuration, isoLagosTime } from '../content-model/lagos-time';
import { filled } from '../lib/form-words';
import type { StatusCopy } from '../lib/page-copy';
import type { TimeWords } from '../lib/promises';
import { listInWords, type Incident } from '../lib/service-status';
import type { PageDates } from '../lib/page-dates';
import { theme } from '../styles/theme';
import { sentence } from '../lib/sentence';

const List = styled.ol`
  display: grid;
  gap: ${theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article<{ $open: boolean }>`
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-left: 6px solid
    ${({ $open }) => ($open ? theme.colors.warningBorder : theme.colors.primary)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
  scroll-margin-top: calc(${theme.layout.navHeight} + ${theme.space[4]});

  h3 {
    margin: 0 0 ${theme.space[2]};
  }

  p {
    margin: 0 0 ${theme.space[2]};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: ${theme.space[3]} 0;

  dt {
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.bold};
  }
`;

const Updates = styled.ol`
  display: grid;
  gap: ${theme.space[3]};
  margin: ${theme.space[3]} 0 0;
  padding: 0 0 0 ${theme.space[4]};
  border-left: 2px solid ${theme.colors.border};
  list-style: none;

  p {
    margin: 0;
  }

  time {
    display: block;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.bold};
  }
`;

/**
 * The words an incident is shown with, in the page's language: the card's, the dates', and the
 * days' of how long it lasted.
 */
export type IncidentWords = {
  card: StatusCopy['card'];
  dates: PageDates;
  times: Pick<TimeWords, 'day' | 'days'>;
};

/**
 * A moment, saying its language: a date in English can stand in a translated sentence (Pidgin's),
 * and a translated one in an English sentence.
 */
export function When({ at, dates }: { at: number; dates: PageDates }) {
  return (
    <time dateTime={isoLagosTime(at)} lang={dates.lang}>
      {dates.moment(at)}
    </time>
  );
}

/** One incident: what, where, since when, until when, and what we have said since. */
export function IncidentCard({
  incident,
  words,
  level = 3,
}: {
  incident: Incident;
  words: IncidentWords;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const open = incident.resolved === null;
  const { card, dates, times } = words;
  return (
    <Card id={incident.id} $open={open} aria-labelledby={`${incident.id}-title`}>
      <Heading id={`${incident.id}-title`}>{incident.title}</Heading>
      <p>{incident.affected}</p>
      <Facts>
        <dt>{card.status}</dt>
        <dd>{open ? card.open : card.resolved}</dd>
        <dt>{card.areas}</dt>
        <dd>{listInWords(incident.places.map((place) => `${place.area} (${place.region})`))}</dd>
        <dt>{card.started}</dt>
        <dd>
          <When at={incident.started} dates={dates} />
        </dd>
        {open && incident.expectedFix !== null ? (
          <>
            <dt>{card.expectedFix}</dt>
            <dd>
              <When at={incident.expectedFix} dates={dates} />
            </dd>
          </>
        ) : null}
        {incident.resolved !== null ? (
          <>
            <dt>{card.resolvedAt}</dt>
            <dd>
              <When at={incident.resolved} dates={dates} />{' '}
              <span {...sentence}>
                {filled(card.after, {
                  length: formatDuration(incident.resolved - incident.started, {
                    ...times,
                    underMinute: card.underMinute,
                  }),
                })}
              </span>
            </dd>
          </>
        ) : null}
      </Facts>
      {incident.updates.length > 0 ? <p className="visually-hidden">{card.updates}</p> : null}
      {incident.updates.length > 0 ? (
        <Updates>
          {incident.updates.map((update) => (
            <li key={`${update.at}/${update.text}`}>
              <When at={update.at} dates={dates} />
              <p>{update.text}</p>
            </li>
          ))}
        </Updates>
      ) : null}
    </Card>
  );
}

/** A list of incidents, newest first. */
export function IncidentList({
  incidents,
  words,
}: {
  incidents: readonly Incident[];
  words: IncidentWords;
}) {
  return (
    <List>
      {incidents.map((incident) => (
        <li key={incident.id}>
          <IncidentCard incident={incident} words={words} />
        </li>
      ))}
    </List>
  );
}

/** The first day the history covers, for the page to say: 'since 27 Aug 2026'. */
export function SinceDay({ since, dates }: { since: number; dates: PageDates }) {
  return (
    <time dateTime={isoLagosTime(since).slice(0, 10)} lang={dates.lang}>
      {dates.day(since)}
    </time>
  );
}

import React from 'react';
import styled from 'styled-components';
import {
  formatDuration,
  formatLagosDay,
  formatLagosTime,
  isoLagosTime,
} from '../content-model/lagos-time';
import { listInWords, type Incident } from '../lib/service-status';
import { theme } from '../styles/theme';

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

function When({ at }: { at: number }) {
  return <time dateTime={isoLagosTime(at)}>{formatLagosTime(at)}</time>;
}

/** One incident: what, where, since when, until when, and what we have said since. */
export function IncidentCard({ incident, level = 3 }: { incident: Incident; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const open = incident.resolved === null;
  return (
    <Card id={incident.id} $open={open} aria-labelledby={`${incident.id}-title`}>
      <Heading id={`${incident.id}-title`}>{incident.title}</Heading>
      <p>{incident.affected}</p>
      <Facts>
        <dt>Status</dt>
        <dd>{open ? 'Open: we are working on it' : 'Resolved'}</dd>
        <dt>Areas</dt>
        <dd>{listInWords(incident.places.map((place) => `${place.area} (${place.region})`))}</dd>
        <dt>Started</dt>
        <dd>
          <When at={incident.started} />
        </dd>
        {open && incident.expectedFix !== null ? (
          <>
            <dt>Expected fix</dt>
            <dd>
              <When at={incident.expectedFix} />
            </dd>
          </>
        ) : null}
        {incident.resolved !== null ? (
          <>
            <dt>Resolved</dt>
            <dd>
              <When at={incident.resolved} /> (after{' '}
              {formatDuration(incident.resolved - incident.started)})
            </dd>
          </>
        ) : null}
      </Facts>
      {incident.updates.length > 0 ? (
        <p className="visually-hidden">Updates, newest first:</p>
      ) : null}
      {incident.updates.length > 0 ? (
        <Updates>
          {incident.updates.map((update) => (
            <li key={`${update.at}/${update.text}`}>
              <When at={update.at} />
              <p>{update.text}</p>
            </li>
          ))}
        </Updates>
      ) : null}
    </Card>
  );
}

/** A list of incidents, newest first. */
export function IncidentList({ incidents }: { incidents: readonly Incident[] }) {
  return (
    <List>
      {incidents.map((incident) => (
        <li key={incident.id}>
          <IncidentCard incident={incident} />
        </li>
      ))}
    </List>
  );
}

/** The first day the history covers, for the page to say: 'since 27 Aug 2026'. */
export function SinceDay({ since }: { since: number }) {
  return <time dateTime={isoLagosTime(since).slice(0, 10)}>{formatLagosDay(since)}</time>;
}

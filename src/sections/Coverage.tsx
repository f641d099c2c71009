import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { cardColumns } from '../components/Card';
import { Section, SectionIntro } from '../components/Section';
import type { Coverage as CoverageContent } from '../hooks/useCoverage';
import { useHydrated } from '../hooks/useHydrated';
import { contactFormHref } from '../lib/contact-links';
import { COVERAGE_ANCHOR } from '../lib/anchors';
import {
  connectionSubject,
  findCoverage,
  interestSubject,
  placeName,
  regionSubject,
  type Abbreviation,
  type CoverageAnswer,
  type Place,
  type Region,
} from '../lib/coverage';
import { media, theme } from '../styles/theme';

/** The search field: it answers as the visitor types, so it is not a form with a button. */
const Search = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  max-width: 28rem;
  margin-bottom: ${theme.space[4]};

  &[hidden] {
    display: none;
  }

  label {
    font-weight: ${theme.fontWeights.bold};
  }

  input {
    min-height: 2.75rem;
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.fieldBorder};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.background};
  }
`;

/** A live region, in the page from the start (an empty one takes no room) so it is announced. */
const Answer = styled.div`
  max-width: 40rem;

  > div {
    margin-bottom: ${theme.space[6]};
    padding: ${theme.space[4]};
    border-left: 6px solid ${theme.colors.primary};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.background};
    box-shadow: ${theme.shadows.card};
  }

  p {
    margin-bottom: ${theme.space[3]};
  }
`;

const Actions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Regions = styled.div`
  display: grid;
  gap: ${theme.space[5]};

  ${cardColumns}

  h3 {
    margin-bottom: ${theme.space[2]};
  }

  ul {
    margin: 0;
    columns: 2;
    column-gap: ${theme.space[5]};

    ${media.md} {
      columns: 1;
    }

    ${media.lg} {
      columns: 2;
    }
  }
`;

/** The areas of a city to choose from: small links, each asking for a connection there. */
const Choices = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: ${theme.space[1]} ${theme.space[4]};
    border: 1px solid ${theme.colors.fieldBorder};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.primaryHover};
    font-weight: ${theme.fontWeights.medium};
    text-decoration: none;
  }

  a:hover {
    background: ${theme.colors.surface};
  }
`;

/** The answer's links: to ask for a connection in an area, or to register interest in one. */
function AskFor({
  place,
  regions,
  withRegion = false,
}: {
  place: Place;
  regions: readonly Region[];
  withRegion?: boolean;
}) {
  return (
    <ButtonLink href={contactFormHref(connectionSubject(placeName(place, regions)))}>
      Ask for a connection in {place.area}
      {withRegion ? `, ${place.region}` : ''}
    </ButtonLink>
  );
}

function RegisterInterest({ query, label }: { query: string; label: string }) {
  return (
    <ButtonLink href={contactFormHref(interestSubject(query))} $variant="secondary">
      {label}
    </ButtonLink>
  );
}

/** What the search says: in words, and links to the contact form with the subject filled in. */
function Result({ answer, regions }: { answer: CoverageAnswer; regions: readonly Region[] }) {
  switch (answer.kind) {
    case 'empty':
      return null;
    case 'hint':
      return (
        <div>
          <p>
            {answer.reason === 'unreadable'
              ? 'Type the name of your area in letters, '
              : 'Keep typing the name of your area, '}
            for example <strong>{answer.example}</strong>, or your city or state.
          </p>
        </div>
      );
    case 'served':
      return (
        <div>
          <p>
            Yes, we serve <strong>{answer.area}</strong>, {answer.region}.
          </p>
          <AskFor place={answer} regions={regions} />
        </div>
      );
    case 'suggested':
      return (
        <div>
          <p>
            Did you mean <strong>{answer.area}</strong>, {answer.region}? We serve it. If you meant
            somewhere else, tell us where and we will let you know when we get there.
          </p>
          <Actions>
            <li>
              <AskFor place={answer} regions={regions} />
            </li>
            <li>
              <RegisterInterest
                query={answer.query}
                label={`Register interest in ${answer.shown}`}
              />
            </li>
          </Actions>
        </div>
      );
    case 'several': {
      const cities = new Set(answer.places.map((place) => place.region));
      return (
        <div>
          <p>
            {answer.didYouMean
              ? `Did you mean one of these? We serve ${answer.places.length} areas with a name close to ${answer.shown}:`
              : `We serve ${answer.places.length} areas that match:`}
          </p>
          <Actions>
            {answer.places.map((place) => (
              <li key={`${place.region}/${place.area}`}>
                <AskFor place={place} regions={regions} withRegion={cities.size > 1} />
              </li>
            ))}
            <li>
              <RegisterInterest
                query={answer.query}
                label="Somewhere else? Register your interest"
              />
            </li>
          </Actions>
        </div>
      );
    }
    case 'region': {
      const shown = answer.areas.slice(0, REGION_CHOICES_MAX);
      const more = answer.areas.length - shown.length;
      return (
        <div>
          <p>
            {answer.didYouMean ? `Did you mean ${answer.region}? ` : ''}In {answer.region} we serve
            the areas below. Choose yours to ask for a connection, or ask us about your street.
          </p>
          <Choices>
            {shown.map((area) => (
              <li key={area}>
                <a
                  href={contactFormHref(
                    connectionSubject(placeName({ area, region: answer.region }, regions)),
                  )}
                >
                  {area}
                </a>
              </li>
            ))}
          </Choices>
          {more > 0 ? (
            <p>And {more} more, in the list below: type yours to ask for a connection there.</p>
          ) : null}
          <ButtonLink href={contactFormHref(regionSubject(answer.region))} $variant="secondary">
            Ask about your street in {answer.region}
          </ButtonLink>
        </div>
      );
    }
    case 'not-yet':
      return (
        <div>
          <p>
            Not yet: our network does not reach <strong>{answer.shown}</strong> yet. Tell us where
            you are and we will let you know when it does.
          </p>
          <RegisterInterest query={answer.query} label="Register your interest" />
        </div>
      );
  }
}

const NO_ABBREVIATIONS: readonly Abbreviation[] = [];
/**
 * The most areas a city's answer offers as links: the answer is read out by screen readers, and
 * the full list is under the search anyway.
 */
const REGION_CHOICES_MAX = 12;

/**
 * What the section shows of content/coverage.yaml: the island's props, kept in the page, so no
 * more than it uses.
 */
export type CoverageProps = Pick<
  CoverageContent,
  'heading' | 'intro' | 'regions' | 'abbreviations'
>;

/** How long typing pauses before the answer changes (and is read out by screen readers). */
const SETTLE_MS = 300;

/**
 * Services page: the areas the network serves, listed for everyone, and with JavaScript a search
 * that says whether an area is served, with a link to ask for a connection there.
 */
export function Coverage({ heading, intro, regions, abbreviations }: CoverageProps) {
  const enhanced = useHydrated();
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<CoverageAnswer>({ kind: 'empty' });

  useEffect(() => {
    const timer = window.setTimeout(
      () => setAnswer(findCoverage(query, regions, abbreviations ?? NO_ABBREVIATIONS)),
      SETTLE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [query, regions, abbreviations]);

  return (
    <Section id={COVERAGE_ANCHOR} labelledBy="coverage-heading" tone="surface">
      <SectionIntro>
        <h2 id="coverage-heading">{heading}</h2>
        <p>{intro}</p>
      </SectionIntro>
      {/* Shown once the page's script can answer; without it the list below says it all. */}
      <Search role="search" hidden={!enhanced}>
        <label htmlFor="coverage-search">Your area</label>
        <input
          id="coverage-search"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </Search>
      <Answer role="status">
        <Result answer={answer} regions={regions} />
      </Answer>
      <Regions>
        {regions.map((region) => (
          <div key={region.name}>
            <h3>{region.name}</h3>
            <ul>
              {region.areas.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          </div>
        ))}
      </Regions>
    </Section>
  );
}

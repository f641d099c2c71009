import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { cardColumns } from '../components/Card';
import { Section } from '../components/Section';
import type { Coverage as CoverageContent } from '../hooks/useCoverage';
import { useHydrated } from '../hooks/useHydrated';
import {
  askFormHref,
  contactFormHref,
  whatsappChatHref,
  whatsappMessages,
} from '../lib/contact-links';
import { AREA_PARAM, AREAS_ANCHOR, COVERAGE_ANCHOR } from '../lib/anchors';
import { listInWords, STATUS_PATH, type Incident } from '../lib/service-status';
import {
  COVERAGE_SUBJECTS,
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
import { WAITLIST_PATH } from '../lib/waitlist-form';
import { media, theme } from '../styles/theme';
import { WaitlistForm, type WaitlistFormProps } from './WaitlistForm';

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

  p.incident {
    padding: ${theme.space[2]} ${theme.space[3]};
    border-left: 4px solid ${theme.colors.warningBorder};
    background: ${theme.colors.warningSurface};
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
  scroll-margin-top: calc(${theme.layout.navHeight} + ${theme.space[4]});

  h2 {
    margin-bottom: ${theme.space[2]};
  }

  li {
    break-inside: avoid;
  }

  a.incident {
    color: ${theme.colors.danger};
    font-weight: ${theme.fontWeights.bold};
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

/** The open incidents the coverage answers mention, as the island's props carry them. */
export type OpenIncident = Pick<Incident, 'id' | 'title' | 'affected' | 'places'>;

/** "Chat on WhatsApp", with a message that names the area, when the company has a number. */
function WhatsApp({
  phone,
  message,
  name,
}: {
  phone: string | null;
  message: string;
  name: string;
}) {
  if (!phone) return null;
  return (
    <ButtonLink
      href={whatsappChatHref(phone, message)}
      $variant="secondary"
      aria-label={`Chat on WhatsApp about ${name}`}
    >
      Chat on WhatsApp
    </ButtonLink>
  );
}

const touches = (incident: OpenIncident, place: Place) =>
  incident.places.some((entry) => entry.area === place.area && entry.region === place.region);

/** An open incident in the area a visitor asked about: what is wrong, and the status page. */
function IncidentsAt({ place, incidents }: { place: Place; incidents: readonly OpenIncident[] }) {
  const here = incidents.filter((incident) => touches(incident, place));
  return (
    <>
      {here.map((incident) => (
        <p key={incident.id} className="incident">
          <strong>Service problem in {place.area} now:</strong> {incident.title} (
          {incident.affected}).{' '}
          <a href={`${STATUS_PATH}#${incident.id}`}>Follow it on the status page</a>
        </p>
      ))}
    </>
  );
}

type ResultProps = {
  answer: CoverageAnswer;
  regions: readonly Region[];
  incidents: readonly OpenIncident[];
  whatsapp: string | null;
  /** The waitlist form follows the answer: "Not yet" points to it rather than the contact form. */
  withWaitlist: boolean;
};

/**
 * What the search says: in words, with any open incident there, and links to the contact form
 * with the subject filled in and to a WhatsApp chat that names the area.
 */
function Result({ answer, regions, incidents, whatsapp, withWaitlist }: ResultProps) {
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
          <IncidentsAt place={answer} incidents={incidents} />
          <Actions>
            <li>
              <AskFor place={answer} regions={regions} />
            </li>
            <WhatsAppItem
              phone={whatsapp}
              message={whatsappMessages.served(`${answer.area}, ${answer.region}`)}
              name={answer.area}
            />
          </Actions>
        </div>
      );
    case 'suggested':
      return (
        <div>
          <p>
            Did you mean <strong>{answer.area}</strong>, {answer.region}? We serve it. If you meant
            somewhere else,{' '}
            {withWaitlist
              ? 'join the waitlist below and we will let you know when we get there.'
              : 'tell us where and we will let you know when we get there.'}
          </p>
          <IncidentsAt place={answer} incidents={incidents} />
          <Actions>
            <li>
              <AskFor place={answer} regions={regions} />
            </li>
            <WhatsAppItem
              phone={whatsapp}
              message={whatsappMessages.served(`${answer.area}, ${answer.region}`)}
              name={answer.area}
            />
            {withWaitlist ? null : (
              <li>
                <RegisterInterest
                  query={answer.query}
                  label={`Register interest in ${answer.shown}`}
                />
              </li>
            )}
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
            {withWaitlist ? ' Somewhere else? Join the waitlist below.' : ''}
          </p>
          {answer.places.map((place) => (
            <IncidentsAt
              key={`${place.region}/${place.area}`}
              place={place}
              incidents={incidents}
            />
          ))}
          <Actions>
            {answer.places.map((place) => (
              <li key={`${place.region}/${place.area}`}>
                <AskFor place={place} regions={regions} withRegion={cities.size > 1} />
              </li>
            ))}
            <WhatsAppItem
              phone={whatsapp}
              message={whatsappMessages.notYet(answer.shown)}
              name={answer.shown}
            />
            {withWaitlist ? null : (
              <li>
                <RegisterInterest
                  query={answer.query}
                  label="Somewhere else? Register your interest"
                />
              </li>
            )}
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
            {withWaitlist ? ' Not in the list? Join the waitlist below.' : ''}
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
          <RegionIncidents region={answer.region} incidents={incidents} />
          <Actions>
            <li>
              <ButtonLink href={contactFormHref(regionSubject(answer.region))} $variant="secondary">
                Ask about your street in {answer.region}
              </ButtonLink>
            </li>
            <WhatsAppItem
              phone={whatsapp}
              message={whatsappMessages.region(answer.region)}
              name={answer.region}
            />
          </Actions>
        </div>
      );
    }
    case 'not-yet':
      return (
        <div>
          <p>
            Not yet: our network does not reach <strong>{answer.shown}</strong> yet.{' '}
            {withWaitlist
              ? 'Join the waitlist below and we will let you know when it does.'
              : 'Tell us where you are and we will let you know when it does.'}
          </p>
          <Actions>
            {withWaitlist ? null : (
              <li>
                <RegisterInterest query={answer.query} label="Register your interest" />
              </li>
            )}
            <WhatsAppItem
              phone={whatsapp}
              message={whatsappMessages.notYet(answer.shown)}
              name={answer.shown}
            />
          </Actions>
        </div>
      );
  }
}

/**
 * Under the list: for an area that is not in it, with or without the page's script. The waitlist
 * page when the site has one; the contact form otherwise (the editor's preview of this section).
 */
const Unlisted = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
  align-items: center;
  margin: ${theme.space[6]} 0 0;
`;

function WhatsAppItem(props: { phone: string | null; message: string; name: string }) {
  return props.phone ? (
    <li>
      <WhatsApp {...props} />
    </li>
  ) : null;
}

/** Open incidents in a city or state the visitor named: which areas, and the status page. */
function RegionIncidents({
  region,
  incidents,
}: {
  region: string;
  incidents: readonly OpenIncident[];
}) {
  const here = incidents.filter((incident) =>
    incident.places.some((place) => place.region === region),
  );
  return (
    <>
      {here.map((incident) => (
        <p key={incident.id} className="incident">
          <strong>
            Service problem in{' '}
            {listInWords(
              incident.places.filter((place) => place.region === region).map((p) => p.area),
            )}{' '}
            now:
          </strong>{' '}
          {incident.title}.{' '}
          <a href={`${STATUS_PATH}#${incident.id}`}>Follow it on the status page</a>
        </p>
      ))}
    </>
  );
}

const NO_ABBREVIATIONS: readonly Abbreviation[] = [];
/**
 * The most areas a city's answer offers as links: the answer is read out by screen readers, and
 * the full list is under the search anyway.
 */
const REGION_CHOICES_MAX = 12;

/** The content, from the page's query or (in the editor's preview) as typed: short names optional. */
export type CoverageProps = Pick<CoverageContent, 'regions'> & {
  abbreviations?: CoverageContent['abbreviations'] | undefined;
  /** The incidents open now: answers and the list mention them in their areas. */
  incidents: readonly OpenIncident[];
  /** The company's WhatsApp number, when it has one: every answer offers a chat. */
  whatsapp: string | null;
  /**
   * The waitlist form a "Not yet" answer and a city's answer offer, and the link to the waitlist
   * page under the list (content/waitlist.yaml). Without it (the editor's preview of the coverage
   * list), those answers offer the contact form.
   */
  waitlist?: Pick<WaitlistFormProps, 'words' | 'fields'> & { linkLabel: string };
};

const WaitlistBox = styled.div`
  max-width: 40rem;
  margin-bottom: ${theme.space[6]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;

/**
 * The place a waitlist form offers for an answer: what was typed, for "Not yet", for a city whose
 * list may leave the visitor's area out, and for a near name or several names (the visitor may
 * mean somewhere else); null when the place typed is served, and before an answer.
 */
const WAITLIST_ANSWERS = new Set<CoverageAnswer['kind']>([
  'not-yet',
  'region',
  'suggested',
  'several',
]);
function waitlistPlace(answer: CoverageAnswer, typed: string, maxLength: number): string | null {
  if (!WAITLIST_ANSWERS.has(answer.kind)) return null;
  return typed.trim().replace(/\s+/g, ' ').slice(0, maxLength);
}

/** How long typing pauses before the answer changes (and is read out by screen readers). */
const SETTLE_MS = 300;

/**
 * The coverage page: the areas the network serves, listed for everyone (with any open incident
 * marked), and with JavaScript a search that says whether an area is served, with a link to ask
 * for a connection there. An area typed into the home page's check arrives as `?area=`.
 */
export function Coverage({ regions, abbreviations, incidents, whatsapp, waitlist }: CoverageProps) {
  const enhanced = useHydrated();
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<CoverageAnswer>({ kind: 'empty' });

  // An area typed into the home page's check: answered here, with the search in view (the link
  // itself points at the list, which is what a visitor without JavaScript needs).
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get(AREA_PARAM);
    if (!asked) return;
    // Read once the page has hydrated: the static HTML has an empty field (as useHydrated).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQuery(asked);
    document.getElementById(COVERAGE_ANCHOR)?.scrollIntoView();
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(
      () => setAnswer(findCoverage(query, regions, abbreviations ?? NO_ABBREVIATIONS)),
      SETTLE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [query, regions, abbreviations]);

  // The place the answer was given for (the query may have moved on while it settles).
  const placeSpec = waitlist?.fields.find((field) => field.name === 'place');
  const place = waitlistPlace(
    answer,
    'query' in answer ? answer.query : query,
    placeSpec?.maxLength ?? 0,
  );

  return (
    // The coverage page's header holds its heading and introduction (PageHeader, the h1).
    <Section id={COVERAGE_ANCHOR} labelledBy="page-heading" tone="surface">
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
        <Result
          answer={answer}
          regions={regions}
          incidents={incidents}
          whatsapp={whatsapp}
          withWaitlist={Boolean(waitlist)}
        />
      </Answer>
      {/* Outside the live region: a form is not read out as it appears. */}
      {waitlist && place !== null ? (
        <WaitlistBox>
          <WaitlistForm
            key={place}
            words={waitlist.words}
            fields={waitlist.fields}
            place={place}
            enhanced
          />
        </WaitlistBox>
      ) : null}
      <Regions id={AREAS_ANCHOR}>
        {regions.map((region) => (
          <div key={region.name}>
            <h2>{region.name}</h2>
            <ul>
              {region.areas.map((area) => {
                const incident = incidents.find((entry) =>
                  touches(entry, { area, region: region.name }),
                );
                return (
                  <li key={area}>
                    {area}
                    {incident ? (
                      <>
                        {' '}
                        <a href={`${STATUS_PATH}#${incident.id}`} className="incident">
                          (service problem now)
                        </a>
                      </>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </Regions>
      <Unlisted>
        <span>Your area is not in the list?</span>
        {waitlist ? (
          <ButtonLink href={WAITLIST_PATH} $variant="secondary">
            {waitlist.linkLabel}
          </ButtonLink>
        ) : (
          <ButtonLink href={askFormHref(COVERAGE_SUBJECTS.interest)} $variant="secondary">
            Register your interest
          </ButtonLink>
        )}
      </Unlisted>
    </Section>
  );
}

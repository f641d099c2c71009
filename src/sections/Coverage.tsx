import React, { Fragment, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { cardColumns } from '../components/Card';
import { Section } from '../components/Section';
import type { SiteFileData } from '../content-model/content-schema';
import type { PageLanguage } from '../content-model/languages';
import type { Coverage as CoverageContent } from '../hooks/useCoverage';
import { useHydrated } from '../hooks/useHydrated';
import { askFormHref, contactFormHref, whatsappChatHref } from '../lib/contact-links';
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
import { COVERAGE_SLOT, type CoverageSlot } from '../content-model/coverage-slots';
import { WAITLIST_PATH } from '../lib/waitlist-form';
import { filled } from '../lib/form-words';
import type { ChatWords } from '../lib/page-copy';
import { media, theme } from '../styles/theme';
import { WaitlistForm, type WaitlistFormProps } from './WaitlistForm';

/** The search's words (content/pages/coverage.yaml), in the page's language where translated. */
export type CoverageWords = SiteFileData<'coveragePage'>['search'];
export type CoverageWord = keyof CoverageWords;

/** What a sentence's slots hold: `{place}`, `{city}`, `{typed}`, `{number}`, `{listed}`. */
type Slots = Partial<Record<CoverageSlot, ReactNode>>;

/**
 * Says the search's words: a sentence with its slots filled in, in its language. A translated
 * sentence says so (`lang`), on a page whose wrapper says English; a sentence left in English
 * needs nothing.
 */
export type Say = (word: CoverageWord, slots?: Slots) => ReactNode;

export function sayer(
  words: CoverageWords,
  lang: PageLanguage = 'en',
  translated: readonly CoverageWord[] = [],
): Say {
  return function say(word, slots = {}) {
    const filled = words[word]
      .split(COVERAGE_SLOT)
      .map((part, index) =>
        index % 2 === 1 ? (
          <Fragment key={index}>{slots[part as CoverageSlot] ?? `{${part}}`}</Fragment>
        ) : (
          part
        ),
      );
    return lang !== 'en' && translated.includes(word) ? (
      <span lang={lang}>{filled}</span>
    ) : (
      <>{filled}</>
    );
  };
}

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
  say,
  withRegion = false,
}: {
  place: Place;
  regions: readonly Region[];
  say: Say;
  withRegion?: boolean;
}) {
  return (
    <ButtonLink href={contactFormHref(connectionSubject(placeName(place, regions)))}>
      {say('askConnection', {
        place: withRegion ? `${place.area}, ${place.region}` : place.area,
      })}
    </ButtonLink>
  );
}

function RegisterInterest({ query, label }: { query: string; label: ReactNode }) {
  return (
    <ButtonLink href={contactFormHref(interestSubject(query))} $variant="secondary">
      {label}
    </ButtonLink>
  );
}

/** The open incidents the coverage answers mention, as the island's props carry them. */
export type OpenIncident = Pick<Incident, 'id' | 'title' | 'affected' | 'places'>;

/**
 * A chat on WhatsApp, when the company has a number: the number, the link's words in the page's
 * language, and which of them are translated (the script renders them: it marks them with `lang`).
 */
type Chat = {
  phone: string;
  words: ChatWords;
  lang: PageLanguage;
  translated: ChatTranslated;
};

/** Which of the chat link's words a page's translation gives: its text, its name, both. */
export type ChatTranslated = { label: boolean; about: boolean };
const NOT_TRANSLATED: ChatTranslated = { label: false, about: false };

/** The chat's opening message about a place (content/pages/every-page.yaml `chat.messages`). */
type PlaceMessage = 'served' | 'notYet' | 'region';
type ChatAbout = { message: PlaceMessage; place: string; name: string };

/** "Chat on WhatsApp", with a message that names the place, when the company has a number. */
function WhatsApp({ chat, message, place, name }: ChatAbout & { chat: Chat }) {
  return (
    <ButtonLink
      href={whatsappChatHref(chat.phone, filled(chat.words.messages[message], { place }))}
      $variant="secondary"
      aria-label={filled(chat.words.about, { name })}
      // The name read out is in the page's language: the link says so (the page wrapper says
      // English).
      lang={chat.translated.about ? chat.lang : undefined}
    >
      {chat.translated.label === chat.translated.about ? (
        chat.words.label
      ) : (
        <span lang={chat.translated.label ? chat.lang : 'en'}>{chat.words.label}</span>
      )}
    </ButtonLink>
  );
}

const touches = (incident: OpenIncident, place: Place) =>
  incident.places.some((entry) => entry.area === place.area && entry.region === place.region);

/** An open incident in the area a visitor asked about: what is wrong, and the status page. */
function IncidentsAt({
  place,
  incidents,
  say,
}: {
  place: Place;
  incidents: readonly OpenIncident[];
  say: Say;
}) {
  const here = incidents.filter((incident) => touches(incident, place));
  return (
    <>
      {here.map((incident) => (
        <p key={incident.id} className="incident">
          <strong>{say('problemIn', { place: place.area })}</strong> {incident.title} (
          {incident.affected}). <a href={`${STATUS_PATH}#${incident.id}`}>{say('followIt')}</a>
        </p>
      ))}
    </>
  );
}

type ResultProps = {
  answer: CoverageAnswer;
  regions: readonly Region[];
  incidents: readonly OpenIncident[];
  chat: Chat | null;
  /** The waitlist form follows the answer: "Not yet" points to it rather than the contact form. */
  withWaitlist: boolean;
  say: Say;
};

/**
 * What the search says: in words, with any open incident there, and links to the contact form
 * with the subject filled in and to a WhatsApp chat that names the area.
 */
function Result({ answer, regions, incidents, chat, withWaitlist, say }: ResultProps) {
  switch (answer.kind) {
    case 'empty':
      return null;
    case 'hint':
      return (
        <div>
          <p>
            {say(answer.reason === 'unreadable' ? 'hintUnreadable' : 'hintShort', {
              listed: <strong>{answer.example}</strong>,
            })}
          </p>
        </div>
      );
    case 'served':
      return (
        <div>
          <p>{say('served', { place: <strong>{answer.area}</strong>, city: answer.region })}</p>
          <IncidentsAt place={answer} incidents={incidents} say={say} />
          <Actions>
            <li>
              <AskFor place={answer} regions={regions} say={say} />
            </li>
            <WhatsAppItem
              chat={chat}
              message="served"
              place={`${answer.area}, ${answer.region}`}
              name={answer.area}
            />
          </Actions>
        </div>
      );
    case 'suggested':
      return (
        <div>
          <p>
            {say('suggested', { place: <strong>{answer.area}</strong>, city: answer.region })}{' '}
            {say(withWaitlist ? 'elsewhereWaitlist' : 'elsewhereContact')}
          </p>
          <IncidentsAt place={answer} incidents={incidents} say={say} />
          <Actions>
            <li>
              <AskFor place={answer} regions={regions} say={say} />
            </li>
            <WhatsAppItem
              chat={chat}
              message="served"
              place={`${answer.area}, ${answer.region}`}
              name={answer.area}
            />
            {withWaitlist ? null : (
              <li>
                <RegisterInterest
                  query={answer.query}
                  label={say('registerInterestIn', { typed: answer.shown })}
                />
              </li>
            )}
          </Actions>
        </div>
      );
    case 'several': {
      const cities = new Set(answer.places.map((place) => place.region));
      // The areas, named in the sentence too (the links below are read out one by one), each
      // with its city when they are in more than one.
      const names = answer.places.map(({ area, region }) =>
        cities.size > 1 ? `${area} (${region})` : area,
      );
      return (
        <div>
          <p>
            {say(answer.didYouMean ? 'severalNear' : 'several', {
              number: answer.places.length,
              typed: <strong>{answer.shown}</strong>,
              places: listInWords(names),
            })}
            {withWaitlist ? <> {say('severalWaitlist')}</> : null}
          </p>
          {answer.places.map((place) => (
            <IncidentsAt
              key={`${place.region}/${place.area}`}
              place={place}
              incidents={incidents}
              say={say}
            />
          ))}
          <Actions>
            {answer.places.map((place) => (
              <li key={`${place.region}/${place.area}`}>
                <AskFor place={place} regions={regions} say={say} withRegion={cities.size > 1} />
              </li>
            ))}
            {/* Areas match: the chat asks about the street there, as for a city. */}
            <WhatsAppItem chat={chat} message="region" place={answer.shown} name={answer.shown} />
            {withWaitlist ? null : (
              <li>
                <RegisterInterest query={answer.query} label={say('severalContact')} />
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
            {answer.didYouMean ? <>{say('cityNear', { city: answer.region })} </> : null}
            {say('city', { city: answer.region })}
            {withWaitlist ? <> {say('cityWaitlist')}</> : null}
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
          {more > 0 ? <p>{say('cityMore', { number: more })}</p> : null}
          <RegionIncidents region={answer.region} incidents={incidents} say={say} />
          <Actions>
            <li>
              <ButtonLink href={contactFormHref(regionSubject(answer.region))} $variant="secondary">
                {say('askStreet', { city: answer.region })}
              </ButtonLink>
            </li>
            <WhatsAppItem chat={chat} message="region" place={answer.region} name={answer.region} />
          </Actions>
        </div>
      );
    }
    case 'not-yet':
      return (
        <div>
          <p>
            {say('notYet', { typed: <strong>{answer.shown}</strong> })}{' '}
            {say(withWaitlist ? 'notYetWaitlist' : 'notYetContact')}
          </p>
          <Actions>
            {withWaitlist ? null : (
              <li>
                <RegisterInterest query={answer.query} label={say('registerInterest')} />
              </li>
            )}
            <WhatsAppItem chat={chat} message="notYet" place={answer.shown} name={answer.shown} />
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

function WhatsAppItem({ chat, ...props }: ChatAbout & { chat: Chat | null }) {
  return chat ? (
    <li>
      <WhatsApp chat={chat} {...props} />
    </li>
  ) : null;
}

/** Open incidents in a city or state the visitor named: which areas, and the status page. */
function RegionIncidents({
  region,
  incidents,
  say,
}: {
  region: string;
  incidents: readonly OpenIncident[];
  say: Say;
}) {
  const here = incidents.filter((incident) =>
    incident.places.some((place) => place.region === region),
  );
  return (
    <>
      {here.map((incident) => (
        <p key={incident.id} className="incident">
          <strong>
            {say('problemIn', {
              place: listInWords(
                incident.places.filter((place) => place.region === region).map((p) => p.area),
              ),
            })}
          </strong>{' '}
          {incident.title}. <a href={`${STATUS_PATH}#${incident.id}`}>{say('followIt')}</a>
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
  /** The chat link's words, in the page's language, and which are translated. */
  chat: ChatWords;
  chatTranslated?: ChatTranslated;
  /**
   * The waitlist form a "Not yet" answer and a city's answer offer, and the link to the waitlist
   * page under the list (content/waitlist.yaml). Without it (the editor's preview of the coverage
   * list), those answers offer the contact form.
   */
  waitlist?: Pick<WaitlistFormProps, 'words' | 'fields' | 'translated'> & { linkLabel: string };
  /** The search's words, in the page's language where translated (content/pages/coverage.yaml). */
  words: CoverageWords;
  /** The page's language, and which of the words are in it (the others are still English). */
  lang?: PageLanguage;
  translated?: readonly CoverageWord[];
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
export function Coverage({
  regions,
  abbreviations,
  incidents,
  whatsapp,
  chat: chatWords,
  chatTranslated = NOT_TRANSLATED,
  waitlist,
  words,
  lang,
  translated,
}: CoverageProps) {
  const enhanced = useHydrated();
  const chat: Chat | null = whatsapp
    ? { phone: whatsapp, words: chatWords, lang: lang ?? 'en', translated: chatTranslated }
    : null;
  const say = sayer(words, lang, translated);
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
        <label htmlFor="coverage-search">{say('label')}</label>
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
          chat={chat}
          withWaitlist={Boolean(waitlist)}
          say={say}
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
            language={lang}
            translated={waitlist.translated}
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
                          {say('problemNow')}
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
        <span>{say('notInList')}</span>
        {waitlist ? (
          <ButtonLink href={WAITLIST_PATH} $variant="secondary">
            {waitlist.linkLabel}
          </ButtonLink>
        ) : (
          <ButtonLink href={askFormHref(COVERAGE_SUBJECTS.interest)} $variant="secondary">
            {say('registerInterest')}
          </ButtonLink>
        )}
      </Unlisted>
    </Section>
  );
}

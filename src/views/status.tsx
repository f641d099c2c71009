import React from 'react';
import styled from 'styled-components';
import { Container } from '../components/Container';
import { PageHeader } from '../components/PageHeader';
import type { PageLanguage } from '../content-model/languages';
import type { ContactDetails } from '../hooks/useContactDetails';
import { phoneText, telHref, whatsappChatHref } from '../lib/contact-links';
import { aroundSlot, filled } from '../lib/form-words';
import { CARE_PATH } from '../lib/promises';
import type { TimeWords } from '../lib/promises';
import { datesIn } from '../lib/page-dates';
import {
  historySince,
  openIncidents,
  recentIncidents,
  STATUS_FEED_PATH,
  type Incident,
} from '../lib/service-status';
import type { ChatWords, StatusCopy } from '../lib/page-copy';
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

/**
 * The ways to report a fault on one's own line: call, WhatsApp, and every way on Customer care.
 * A phone link says only the number (so it never breaks across lines); its item says what it is.
 */
const Report = styled.ul`
  display: grid;
  gap: ${theme.space[1]};
  margin: ${theme.space[4]} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    font-weight: ${theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
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
  /** Where a customer whose own connection is down reports it: the phone, and WhatsApp if any. */
  contact: Pick<ContactDetails, 'phone' | 'whatsapp'>;
  /** The words of the link to chat on WhatsApp, in the page's language, and the company's name. */
  chat: Pick<ChatWords, 'label'> & { messages: Pick<ChatWords['messages'], 'complaint'> };
  companyName: string;
};

/**
 * The status page's sections (the page and the editor's preview render them): what is open now,
 * or that all is normal, how to report a fault on one's own line (the phone and WhatsApp of the
 * contact details, the Customer care page), then the incidents resolved in the last 90 days, and
 * the feed.
 */
export function statusSections({
  page,
  incidents,
  now,
  lang,
  times,
  contact,
  chat,
  companyName,
}: StatusContent) {
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
        <section aria-labelledby="status-own-line">
          <h2 id="status-own-line">{page.ownLine.heading}</h2>
          <p>{page.ownLine.text}</p>
          <Report>
            <li>
              {page.ownLine.call}: <a href={telHref(contact.phone)}>{phoneText(contact.phone)}</a>
            </li>
            {contact.whatsapp ? (
              <li>
                {chat.label}:{' '}
                <a
                  href={whatsappChatHref(
                    contact.whatsapp,
                    filled(chat.messages.complaint, { name: companyName }),
                  )}
                >
                  {phoneText(contact.whatsapp)}
                </a>
              </li>
            ) : null}
            <li>
              <a href={CARE_PATH}>{page.ownLine.careLink}</a>
            </li>
          </Report>
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

import React from 'react';
import styled from 'styled-components';
import { Icon } from '../components/Icon';
import type { BusinessHours } from '../hooks/useBusinessHours';
import type { ContactDetails } from '../hooks/useContactDetails';
import {
  mailtoHref,
  phoneText,
  telHref,
  whatsappChatHref,
  whatsappHref,
} from '../lib/contact-links';
import { ButtonLink } from '../components/Button';
import type { PageLanguage } from '../content-model/languages';
import { dayNamesIn } from '../lib/day-names';
import { filled } from '../lib/form-words';
import { formatDayHours } from '../lib/hours';
import type { ChatWords, ContactCopy } from '../lib/page-copy';
import OpenNowIsland from './OpenNow.island';
import { OPEN_NOW_CLASS } from './OpenNow';
import { theme } from '../styles/theme';

const Block = styled.section`
  & + & {
    margin-top: ${theme.space[6]};
  }

  /* The open-now line (OpenNow.tsx, an island): muted until the page's script knows the time. */
  .${OPEN_NOW_CLASS} {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: 1.6em;
    margin: ${theme.space[3]} 0 0;
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.textMuted};

    &[data-state='open'] {
      color: ${theme.colors.primaryHover};
    }

    &[data-state='closed'] {
      color: ${theme.colors.danger};
    }
  }
`;

const Details = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${theme.space[3]};
    align-items: flex-start;
  }

  svg {
    flex: none;
    color: ${theme.colors.primary};
  }

  strong {
    display: block;
  }

  /* A tap target of at least 44 × 44 px (WCAG 2.5.5), however short the text. */
  a {
    display: inline-flex;
    align-items: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    overflow-wrap: anywhere;
  }
`;

const Address = styled.address`
  font-style: normal;
`;

/** As wide as a phone, and no wider: on a tablet a stretched table puts the hours far from the day. */
const HoursTable = styled.table`
  width: 100%;
  max-width: 26rem;
  border-collapse: collapse;

  caption {
    text-align: left;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    padding-bottom: ${theme.space[2]};
  }

  th,
  td {
    padding: ${theme.space[2]} 0;
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
  }

  td {
    text-align: right;
  }

  th {
    font-weight: ${theme.fontWeights.medium};
  }
`;

type Props = {
  detailsHeading: string;
  /** The names above the address, e-mail, phone and WhatsApp number, in the page's language. */
  detailsWords: ContactCopy['details'];
  hoursHeading: string;
  /** The business hours' words, in the page's language. */
  hoursWords: ContactCopy['hours'];
  /** The page's language: the days are named in it, where Intl has it. */
  lang?: PageLanguage;
  /** The language of the open-now line's sentences (English until they are translated). */
  hoursLang?: PageLanguage;
  contact: ContactDetails;
  hours: BusinessHours;
  /** What "Chat on WhatsApp" types in: the subject of the page, when it was built for one. */
  subject?: string | undefined;
  /** The words of the link to chat on WhatsApp, in the page's language. */
  chat: ChatWords;
};

/** Contact page: address, e-mail, phone and the business-hours table with an open-now line. */
export function ContactInfo({
  detailsHeading,
  detailsWords,
  hoursHeading,
  hoursWords,
  lang = 'en',
  hoursLang = 'en',
  contact,
  hours,
  subject,
  chat,
}: Props) {
  const { address } = contact;
  const days = dayNamesIn(lang);
  // The open-now line names a day in its sentences' language.
  const sentenceDays = days.lang === hoursLang ? days.names : {};
  return (
    <div>
      <Block aria-labelledby="contact-details">
        <h2 id="contact-details">{detailsHeading}</h2>
        <Details>
          <li>
            <Icon name="pin" />
            <div>
              <strong>{detailsWords.office}</strong>
              <Address>
                {address.street}, {address.area}
                <br />
                {address.city} {address.postcode}, {address.state}, {address.country}
              </Address>
            </div>
          </li>
          <li>
            <Icon name="mail" />
            <div>
              <strong>{detailsWords.email}</strong>
              <a href={mailtoHref(contact.email)}>{contact.email}</a>
            </div>
          </li>
          <li>
            <Icon name="phone" />
            <div>
              <strong>{detailsWords.phone}</strong>
              <a href={telHref(contact.phone)}>{phoneText(contact.phone)}</a>
            </div>
          </li>
          {contact.whatsapp ? (
            <li>
              <Icon name="chat" />
              <div>
                <strong>{detailsWords.whatsapp}</strong>
                <a href={whatsappHref(contact.whatsapp)}>{phoneText(contact.whatsapp)}</a>
                <ButtonLink
                  href={whatsappChatHref(
                    contact.whatsapp,
                    subject ? filled(chat.messages.subject, { subject }) : chat.messages.general,
                  )}
                  $variant="secondary"
                >
                  {chat.label}
                </ButtonLink>
              </div>
            </li>
          ) : null}
        </Details>
      </Block>
      <Block aria-labelledby="business-hours">
        <h2 id="business-hours">{hoursHeading}</h2>
        <HoursTable>
          <caption>{hoursWords.caption}</caption>
          <tbody>
            {hours.days.map((entry) => (
              <tr key={entry.day}>
                <th scope="row" lang={days.lang === 'en' ? undefined : days.lang}>
                  {days.names[entry.day] ?? entry.day}
                </th>
                <td>{formatDayHours(entry, hoursWords.closedDay)}</td>
              </tr>
            ))}
          </tbody>
        </HoursTable>
        <OpenNowIsland
          hours={hours}
          words={{
            openNow: hoursWords.openNow,
            opensToday: hoursWords.opensToday,
            opensTomorrow: hoursWords.opensTomorrow,
            opensOn: hoursWords.opensOn,
            closed: hoursWords.closed,
          }}
          dayNames={sentenceDays}
          {...(hoursLang === 'en' ? {} : { lang: hoursLang })}
        />
      </Block>
    </div>
  );
}

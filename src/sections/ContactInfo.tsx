import React, { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../components/Icon';
import type { BusinessHours } from '../hooks/useBusinessHours';
import type { ContactDetails } from '../hooks/useContactDetails';
import { mailtoHref, phoneText, telHref, whatsappHref } from '../lib/contact-links';
import { formatDayHours, openStatus, type OpenStatus } from '../lib/hours';
import { theme } from '../styles/theme';

const Block = styled.section`
  & + & {
    margin-top: ${theme.space[6]};
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

const Status = styled.p<{ $open: boolean | null }>`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 1.6em;
  margin: ${theme.space[3]} 0 0;
  font-weight: ${theme.fontWeights.bold};
  color: ${({ $open }) =>
    $open === null
      ? theme.colors.textMuted
      : $open
        ? theme.colors.primaryHover
        : theme.colors.danger};
`;

const MINUTE = 60_000;

/** The visitor's clock, to the minute; null in the static HTML, which cannot know the time. */
function useMinute(): number | null {
  const [minute, setMinute] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setMinute(Math.floor(Date.now() / MINUTE));
    tick();
    const timer = window.setInterval(tick, MINUTE / 4);
    return () => window.clearInterval(timer);
  }, []);
  return minute;
}

/** Open/closed right now in Lagos time; null until the page's script runs. */
function useOpenStatus(hours: BusinessHours): OpenStatus | null {
  const minute = useMinute();
  return useMemo(
    () =>
      minute === null ? null : openStatus(hours.days, new Date(minute * MINUTE), hours.timezone),
    [minute, hours],
  );
}

type Props = {
  detailsHeading: string;
  hoursHeading: string;
  contact: ContactDetails;
  hours: BusinessHours;
};

/** Contact page: address, e-mail, phone and the business-hours table with an open-now line. */
export function ContactInfo({ detailsHeading, hoursHeading, contact, hours }: Props) {
  const status = useOpenStatus(hours);
  const { address } = contact;
  return (
    <div>
      <Block aria-labelledby="contact-details">
        <h2 id="contact-details">{detailsHeading}</h2>
        <Details>
          <li>
            <Icon name="pin" />
            <div>
              <strong>Office</strong>
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
              <strong>E-mail</strong>
              <a href={mailtoHref(contact.email)}>{contact.email}</a>
            </div>
          </li>
          <li>
            <Icon name="phone" />
            <div>
              <strong>Phone</strong>
              <a href={telHref(contact.phone)}>{phoneText(contact.phone)}</a>
            </div>
          </li>
          {contact.whatsapp ? (
            <li>
              <Icon name="chat" />
              <div>
                <strong>WhatsApp</strong>
                <a href={whatsappHref(contact.whatsapp)}>{phoneText(contact.whatsapp)}</a>
              </div>
            </li>
          ) : null}
        </Details>
      </Block>
      <Block aria-labelledby="business-hours">
        <h2 id="business-hours">{hoursHeading}</h2>
        <HoursTable>
          <caption>Lagos time (WAT)</caption>
          <tbody>
            {hours.days.map((entry) => (
              <tr key={entry.day}>
                <th scope="row">{entry.day}</th>
                <td>{formatDayHours(entry)}</td>
              </tr>
            ))}
          </tbody>
        </HoursTable>
        <Status $open={status ? status.open : null}>
          {status ? (
            <>
              <Icon name="clock" size={20} />
              {status.message}
            </>
          ) : null}
        </Status>
      </Block>
    </div>
  );
}

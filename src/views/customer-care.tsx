import React from 'react';
import styled from 'styled-components';
import { Container } from '../components/Container';
import { PageHeader } from '../components/PageHeader';
import type { ContactDetails } from '../hooks/useContactDetails';
import { mailtoHref, phoneText, telHref, whatsappChatHref } from '../lib/contact-links';
import { aroundSlot, filled } from '../lib/form-words';
import type { CareCopy, ChatWords } from '../lib/page-copy';
import { within, type Promises, type TimeWords } from '../lib/promises';
import { STATUS_PATH } from '../lib/service-status';
import { theme } from '../styles/theme';
import { sentence } from '../lib/sentence';

const Body = styled(Container)`
  padding-top: ${theme.space[6]};
  padding-bottom: ${theme.space[8]};

  > section {
    max-width: 48rem;
  }

  > section + section {
    margin-top: ${theme.space[7]};
  }

  h2 {
    margin-bottom: ${theme.space[4]};
  }

  h3 {
    margin: 0 0 ${theme.space[1]};
  }

  p {
    margin: 0 0 ${theme.space[3]};
  }

  @media print {
    padding: 0;

    > section + section {
      margin-top: 8mm;
    }
  }
`;

const Channels = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${theme.space[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    font-weight: ${theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }

  @media print {
    gap: 2mm;

    li {
      padding: 2mm 0;
      border: 0;
    }
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding-left: ${theme.space[5]};
`;

/** The promised times: what is promised, and the time. */
const Times = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${theme.space[3]} ${theme.space[2]} ${theme.space[3]} 0;
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    font-weight: ${theme.fontWeights.medium};
  }

  td {
    font-weight: ${theme.fontWeights.bold};
  }

  @media print {
    th,
    td {
      border-bottom: 1px solid #000;
    }
  }
`;

const Ncc = styled.section`
  padding: ${theme.space[5]};
  border-left: 6px solid ${theme.colors.focus};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};

  address {
    font-style: normal;
  }

  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space[1]} ${theme.space[4]};
    margin: 0;
  }

  dt {
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  @media print {
    padding: 0;
    border: 0;
  }
`;

export type CareContent = {
  page: CareCopy;
  contact: ContactDetails;
  promises: Promises;
  companyName: string;
  /** The words of the link to chat on WhatsApp, and of the promised times, in the page's language. */
  chat: ChatWords;
  times: TimeWords;
};

/**
 * The Customer care page's sections (the page and the editor's preview render them): how to
 * complain on each channel, what happens then, the promised times (content/promises.yaml), what to
 * do when a promise is not kept, and escalation to the NCC. Plain HTML, made to print on A4.
 */
export function careSections({ page, contact, promises, companyName, chat, times }: CareContent) {
  const { address } = contact;
  const outage = aroundSlot(page.promises.outage);
  const promised = [
    { label: page.promises.acknowledgement, time: promises.acknowledgement },
    { label: page.promises.resolution, time: promises.resolution },
    { label: page.promises.faultRepair, time: promises.faultRepair },
    { label: page.promises.installation, time: promises.installation },
  ];
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Body>
        <section aria-labelledby="care-channels">
          <h2 id="care-channels">{page.channels.heading}</h2>
          <p>{page.channels.intro}</p>
          <Channels>
            {contact.whatsapp ? (
              <li>
                <h3>{page.channels.names.whatsapp}</h3>
                <p>{page.channels.whatsapp}</p>
                <a
                  href={whatsappChatHref(
                    contact.whatsapp,
                    filled(chat.messages.complaint, { name: companyName }),
                  )}
                >
                  {chat.label}: {phoneText(contact.whatsapp)}
                </a>
              </li>
            ) : null}
            <li>
              <h3>{page.channels.names.phone}</h3>
              <p>{page.channels.phone}</p>
              <a href={telHref(contact.phone)}>{phoneText(contact.phone)}</a>
            </li>
            <li>
              <h3>{page.channels.names.email}</h3>
              <p>{page.channels.email}</p>
              <a href={mailtoHref(contact.email)}>{contact.email}</a>
            </li>
            <li>
              <h3>{page.channels.names.office}</h3>
              <p>{page.channels.office}</p>
              <address>
                {address.street}, {address.area}, {address.city} {address.postcode}, {address.state}
                , {address.country}
              </address>
              <a href="/contact/">{page.channels.hoursLink}</a>
            </li>
          </Channels>
        </section>
        <section aria-labelledby="care-steps">
          <h2 id="care-steps">{page.steps.heading}</h2>
          <Steps>
            {page.steps.items.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Steps>
        </section>
        <section aria-labelledby="care-promises">
          <h2 id="care-promises">{page.promises.heading}</h2>
          <p>{page.promises.intro}</p>
          <Times>
            <tbody>
              {promised.map(({ label, time }) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td {...sentence}>{within(time, times)}</td>
                </tr>
              ))}
            </tbody>
          </Times>
          <p {...sentence}>
            {outage.before}
            <a href={STATUS_PATH}>{page.promises.outageLink}</a>
            {outage.after}
          </p>
        </section>
        <section aria-labelledby="care-not-met">
          <h2 id="care-not-met">{page.notMet.heading}</h2>
          {page.notMet.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <Ncc aria-labelledby="care-ncc">
          <h2 id="care-ncc">{page.ncc.heading}</h2>
          <p>{page.ncc.text}</p>
          <dl>
            <dt>{page.ncc.labels.phone}</dt>
            <dd>
              <a href={telHref(page.ncc.phone)}>{phoneText(page.ncc.phone)}</a>
              {page.ncc.phoneNote ? ` (${page.ncc.phoneNote})` : null}
            </dd>
            <dt>{page.ncc.labels.email}</dt>
            <dd>
              <a href={mailtoHref(page.ncc.email)}>{page.ncc.email}</a>
            </dd>
            <dt>{page.ncc.labels.address}</dt>
            <dd>
              <address>{page.ncc.address}</address>
            </dd>
            <dt>{page.ncc.labels.website}</dt>
            <dd>
              <a href={page.ncc.website}>{page.ncc.website.replace(/^https:\/\//, '')}</a>
            </dd>
          </dl>
        </Ncc>
      </Body>
    </>
  );
}

/**
 * The "now available" e-mail to someone on the waitlist whose area the network now reaches, in the
 * language of the page they joined from: the content's words (content/waitlist.yaml, `email`), the
 * plans, a link to ask for a connection there, and a one-click link to leave the list (also as
 * List-Unsubscribe, RFC 8058). A plain-text part and an HTML part in the site's e-mail frame
 * (src/server/mail-layout.tsx).
 */
import React from 'react';
import { contactFormHref } from '../lib/contact-links';
import { connectionSubject } from '../lib/coverage';
import { inLanguage, type PageLanguage } from '../content-model/languages';
import { namesArea } from '../content-model/coverage-areas';
import { billingText, installationText, perMonth, speed } from '../lib/plans';
import type { BuiltData, NoticeWords, PlanSummary } from './built-data';
import type { MailMessage } from './mail';
import { MAIL_COLORS, mailHtml } from './mail-layout';
import type { SignUpRecord } from './waitlist';

/** Where the e-mail's links lead, and who it is from. */
export type NoticeLinks = { leave: string; connect: string };

/** What a plan offers, in one line: speeds, price, billing, installation, data. */
function planLine(plan: PlanSummary, { prices, card }: NoticeWords): string {
  return [
    `${card.download} ${speed(plan.download)}`,
    `${card.upload} ${speed(plan.upload)}`,
    perMonth(plan.price, prices),
    billingText(plan.price, plan.billing, prices),
    installationText(plan.installation, card),
    plan.data,
  ].join(' · ');
}

/**
 * The language the e-mail to `record` is written in: the page's it joined from, or English where
 * this build did not publish that language (a draft's sign-up, from a preview).
 */
const languageFor = (record: SignUpRecord, data: BuiltData): PageLanguage =>
  data.notice[record.language] ? record.language : 'en';

/** The e-mail's words in its language. */
const wordsFor = (record: SignUpRecord, data: BuiltData): NoticeWords =>
  data.notice[languageFor(record, data)] ?? data.notice.en;

/** The language the e-mail says it is in: its own, once its text is translated. */
const saidLanguage = (record: SignUpRecord, data: BuiltData): PageLanguage =>
  wordsFor(record, data).email.body === data.notice.en.email.body
    ? 'en'
    : languageFor(record, data);

/** The area as the e-mail names it: "Bodija, Ibadan". */
const areaName = (served: NonNullable<SignUpRecord['served']>) =>
  `${served.area}, ${served.region}`;

/**
 * The plans the e-mail lists: those sold in the area now served (a plan without areas is sold
 * wherever the network reaches), for the sign-up's home or business first, then the others.
 */
export function plansFor(record: SignUpRecord, plans: readonly PlanSummary[]): PlanSummary[] {
  const { served } = record;
  const sold = plans.filter(
    (plan) =>
      !plan.availability?.length ||
      (served !== null && plan.availability.some((reference) => namesArea(reference, served))),
  );
  const own = sold.filter((plan) => plan.audience === record.signUp.audience);
  return [...own, ...sold.filter((plan) => plan.audience !== record.signUp.audience)];
}

function NoticeBody({
  record,
  data,
  links,
}: {
  record: SignUpRecord;
  data: BuiltData;
  links: NoticeLinks;
}) {
  const words = wordsFor(record, data);
  const copy = words.email;
  const plans = plansFor(record, words.plans);
  return (
    <>
      {/* Nothing typed into the form: whoever typed an address may not be its owner. */}
      <p>{copy.greeting},</p>
      <p>{copy.body}</p>
      <p style={{ fontSize: '20px', fontWeight: 'bold' }}>{areaName(record.served!)}</p>
      <h2 style={{ fontSize: '18px', margin: '24px 0 8px' }}>{copy.plansHeading}</h2>
      <ul style={{ padding: 0, listStyle: 'none', margin: 0 }}>
        {plans.map((plan) => (
          <li
            key={plan.name}
            style={{ padding: '8px 0', borderBottom: `1px solid ${MAIL_COLORS.border}` }}
          >
            <strong>{plan.name}</strong>
            <br />
            {planLine(plan, words)}
          </li>
        ))}
      </ul>
      <p style={{ margin: '24px 0' }}>
        <a
          href={links.connect}
          style={{
            display: 'inline-block',
            padding: '12px 20px',
            background: MAIL_COLORS.primary,
            color: MAIL_COLORS.onPrimary,
            borderRadius: '6px',
            textDecoration: 'none',
            fontWeight: 'bold',
          }}
        >
          {copy.contactLabel}
        </a>
      </p>
      <p>
        {copy.signature}
        <br />
        {data.company.name} · {data.company.phone}
      </p>
      <p style={{ marginTop: '32px', fontSize: '14px', color: MAIL_COLORS.muted }}>
        {copy.leaveText} <a href={links.leave}>{copy.leaveLabel}</a>
      </p>
    </>
  );
}

/** The plain-text part: the same words, links written out. */
function noticeText(record: SignUpRecord, data: BuiltData, links: NoticeLinks): string {
  const words = wordsFor(record, data);
  const copy = words.email;
  const served = record.served!;
  return [
    `${copy.greeting},`,
    '',
    copy.body,
    '',
    areaName(served),
    '',
    `${copy.plansHeading}:`,
    ...plansFor(record, words.plans).map((plan) => `- ${plan.name}: ${planLine(plan, words)}`),
    '',
    `${copy.contactLabel}: ${links.connect}`,
    '',
    copy.signature,
    `${data.company.name} · ${data.company.phone}`,
    '',
    '--',
    `${copy.leaveText} ${links.leave}`,
    '',
  ].join('\n');
}

/** The links of the e-mail to `record`: ask for a connection in its area, and leave the list. */
export function noticeLinks(record: SignUpRecord, data: BuiltData, leave: string): NoticeLinks {
  const served = record.served!;
  return {
    leave,
    // The contact form in the language of the page they joined from.
    connect: new URL(
      inLanguage(contactFormHref(connectionSubject(areaName(served))), languageFor(record, data)),
      data.siteUrl,
    ).href,
  };
}

/**
 * The "now available" e-mail to a sign-up whose place is served, from `from`, replies going to
 * `replyTo` (sales). Only for a record with an e-mail address and a served area.
 */
export function noticeMail(
  record: SignUpRecord,
  data: BuiltData,
  { from, replyTo, links }: { from: string; replyTo: string; links: NoticeLinks },
): MailMessage {
  const served = record.served;
  if (!served || record.signUp.email === '') {
    throw new Error(`Sign-up ${record.id} has no served area or no e-mail address.`);
  }
  const subject = `${wordsFor(record, data).email.subject} ${areaName(served)}`;
  return {
    from: { name: data.company.name, address: from },
    // The address alone: a name typed into the form is not the owner's word (nodemailer encodes
    // the company's name, so no visitor text becomes a header).
    to: record.signUp.email,
    replyTo,
    subject,
    text: noticeText(record, data, links),
    html: mailHtml(
      subject,
      <NoticeBody record={record} data={data} links={links} />,
      saidLanguage(record, data),
    ),
    // One per sign-up: a copy that arrived twice is one message to mail programs.
    messageId: `<waitlist.${record.id}@${from.slice(from.lastIndexOf('@') + 1) || 'localhost'}>`,
    headers: {
      'X-Waitlist-Id': record.id,
      // One click from the mail program's own button: a POST that takes them off (RFC 8058).
      'List-Unsubscribe': `<${links.leave}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

import React from 'react';
import { PageHeader } from '../components/PageHeader';
import type { PlansLink, Services } from '../lib/page-copy';
import { PLANS_PATH } from '../lib/anchors';
import type { ServicesCopy } from '../lib/page-copy';
import { SPEC_NAMES } from '../content-model/spec-text';
import { IconCards } from '../sections/IconCards';
import { QuickLinks } from '../sections/QuickLinks';
import { ServiceDetails } from '../sections/ServiceDetails';

export type ServicesContent = {
  page: ServicesCopy;
  services: Services;
  /** The way to the plans page: its label and the prices, for "from ₦…". */
  plansLink: PlansLink;
  /** The label of the way to the coverage page. */
  coverageLinkLabel: string;
};

/** The card that sells the plans: Internet Service Provision, named by the specification. */
const INTERNET_CARD: string = SPEC_NAMES.additionalServices[0];

/**
 * The Services page's sections, from its content (the page and the editor's preview render them):
 * one tap to the plans and to the coverage check, then the services.
 */
export function servicesSections({
  page,
  services,
  plansLink,
  coverageLinkLabel,
}: ServicesContent) {
  const additional = services.additional.map((service) =>
    service.title === INTERNET_CARD
      ? { ...service, link: { href: PLANS_PATH, label: plansLink.cardLabel } }
      : service,
  );
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <QuickLinks
        label={page.quickLinksLabel}
        plansLink={plansLink}
        coverageLinkLabel={coverageLinkLabel}
      />
      <ServiceDetails services={services.core} linkLabel={page.serviceLinkLabel} />
      <IconCards
        id="additional-services"
        heading={page.additionalHeading}
        intro={page.additionalIntro}
        items={additional}
      />
    </>
  );
}

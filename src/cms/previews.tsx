/**
 * The editor's preview pane: each content file shown as the site shows it, with the site's own
 * sections and styles. A page file shows its page; a shared file shows the sections it feeds.
 * Other files a preview needs are read as saved; the file being edited is shown as it is typed.
 */
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import React from 'react';
import styled, { StyleSheetManager } from 'styled-components';
import type { SiteFileData, SiteFileName } from '../content-model/content-schema';
import { Container } from '../components/Container';
import { FooterView } from '../components/Footer';
import type { BusinessHours } from '../hooks/useBusinessHours';
import type { ContactDetails } from '../hooks/useContactDetails';
import type { Plans as PlansContent } from '../hooks/usePlans';
import { Coverage } from '../sections/Coverage';
import { ContactInfo } from '../sections/ContactInfo';
import { FindUs } from '../sections/FindUs';
import { IconCards } from '../sections/IconCards';
import { Plans } from '../sections/Plans';
import { Questions } from '../sections/Questions';
import { ServiceDetails } from '../sections/ServiceDetails';
import { enquiryFieldSpecs } from '../server/enquiry-schema';
import { GlobalStyle } from '../styles/GlobalStyle';
import { theme } from '../styles/theme';
import { aboutSections } from '../views/about';
import { contactSections } from '../views/contact';
import { homeSections } from '../views/home';
import { notFoundSections } from '../views/not-found';
import { privacySections } from '../views/privacy';
import { servicesSections } from '../views/services';
import { thanksSections } from '../views/thanks';
import { useEntry, useSavedFiles, type Saved } from './preview-content';

type Props = PreviewTemplateComponentProps;

const Problems = styled.div`
  margin: ${theme.space[4]};
  padding: ${theme.space[4]};
  border-left: 6px solid ${theme.colors.danger};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.dangerSurface};

  ul {
    margin: ${theme.space[2]} 0;
  }

  p {
    margin: 0;
  }
`;

const Note = styled.p`
  margin: ${theme.space[4]};
  color: ${theme.colors.textMuted};
`;

const SearchResult = styled.section`
  max-width: 40rem;
  padding: ${theme.space[6]} 0;

  h2 {
    margin-bottom: ${theme.space[1]};
    color: ${theme.colors.focus};
    font-size: ${theme.fontSizes.xl};
  }

  p {
    margin: 0 0 ${theme.space[1]};
  }
`;

/** A page shown without its controls working (a disabled fieldset, without a fieldset's look). */
const Inert = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** Links do not lead anywhere from the preview: it shows a page, it is not the site. */
function stayOnPage(event: React.MouseEvent) {
  if ((event.target as Element).closest('a')) event.preventDefault();
}

/** What the build would say about the content, and the sections, with the site's styles. */
function Frame({
  document,
  problems,
  loading,
  children,
}: {
  document: Document;
  problems: readonly string[];
  loading: boolean;
  children: React.ReactNode;
}) {
  return (
    // The preview is a frame of its own: the site's styles go into its head.
    <StyleSheetManager target={document.head}>
      <GlobalStyle />
      {problems.length > 0 ? (
        <Problems role="alert">
          <p>
            <strong>The site would not be built with this content:</strong>
          </p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <p>The preview below shows the last version that would.</p>
        </Problems>
      ) : null}
      {loading ? <Note>Loading the rest of the content…</Note> : null}
      <main onClickCapture={stayOnPage} onSubmitCapture={(event) => event.preventDefault()}>
        {children}
      </main>
    </StyleSheetManager>
  );
}

/**
 * A preview for the file `name`, which also needs the saved files `needs`; `render` gets the
 * edited file's data and the saved files' and returns the sections to show.
 */
function preview<K extends SiteFileName, N extends SiteFileName>(
  name: K,
  needs: readonly N[],
  render: (data: SiteFileData<K>, saved: Saved<N>) => React.ReactNode,
) {
  function FilePreview({ entry, getCollection, document }: Props) {
    const edited = useEntry(name, entry);
    const saved = useSavedFiles(getCollection, needs);
    const problems = [...edited.problems, ...(saved.state === 'broken' ? saved.problems : [])];
    return (
      <Frame document={document} problems={problems} loading={saved.state === 'loading'}>
        {edited.data && saved.state === 'ready' ? render(edited.data, saved.files) : null}
      </Frame>
    );
  }
  FilePreview.displayName = `Preview(${name})`;
  return FilePreview;
}

// The few fields whose GraphQL type (null when empty) differs from the schema's (left out).
const asContact = (contact: SiteFileData<'contact'>): ContactDetails => ({
  ...contact,
  whatsapp: contact.whatsapp ?? null,
});
const asHours = (hours: SiteFileData<'hours'>): BusinessHours => ({
  ...hours,
  days: hours.days.map((day) => ({
    day: day.day,
    opens: day.opens ?? null,
    closes: day.closes ?? null,
    closed: day.closed ?? null,
  })),
});

const asPlans = (plans: SiteFileData<'plans'>): PlansContent => ({
  ...plans,
  note: plans.note ?? null,
  plans: plans.plans.map((plan) => ({ ...plan, availability: plan.availability ?? null })),
});

/** The home page's link to the plans: its label and the prices ("… from ₦15,000/month"). */
const plansLink = (plans: SiteFileData<'plans'>) => ({
  label: plans.homeLinkLabel,
  prices: plans.plans,
});

/** The Contact page's details and hours, as both the contact and the hours previews show them. */
const contactInfo = (
  contact: SiteFileData<'contact'>,
  hours: SiteFileData<'hours'>,
  contactPage: SiteFileData<'contactPage'>,
) => (
  <ContactInfo
    detailsHeading={contactPage.detailsHeading}
    hoursHeading={contactPage.hoursHeading}
    contact={asContact(contact)}
    hours={asHours(hours)}
  />
);

/** A preview for every content file, by the code's name for it. */
export const PREVIEWS: { [K in SiteFileName]: React.ComponentType<Props> } = {
  company: preview('company', ['contact'], (company, { contact }) => (
    <>
      <Container>
        <SearchResult aria-label="In search results and link previews">
          <h2>{company.name}</h2>
          <p>{company.tagline}</p>
          <p>{company.description}</p>
        </SearchResult>
      </Container>
      <FooterView
        company={company}
        contact={asContact(contact)}
        buildYear={new Date().getFullYear()}
      />
    </>
  )),
  contact: preview(
    'contact',
    ['company', 'hours', 'contactPage'],
    (contact, { company, hours, contactPage }) => (
      <>
        <Container>
          {contactInfo(contact, hours, contactPage)}
          <FindUs
            heading={contactPage.findUsHeading}
            text={contactPage.findUsText}
            area={contact.address.area}
            city={contact.address.city}
          />
        </Container>
        <FooterView
          company={company}
          contact={asContact(contact)}
          buildYear={new Date().getFullYear()}
        />
      </>
    ),
  ),
  hours: preview('hours', ['contact', 'contactPage'], (hours, { contact, contactPage }) => (
    <Container>{contactInfo(contact, hours, contactPage)}</Container>
  )),
  services: preview('services', ['servicesPage'], (services, { servicesPage }) => (
    <>
      <ServiceDetails services={services.core} linkLabel={servicesPage.serviceLinkLabel} />
      <IconCards
        id="additional-services"
        heading={servicesPage.additionalHeading}
        intro={servicesPage.additionalIntro}
        items={services.additional}
      />
    </>
  )),
  values: preview('values', ['about'], (values, { about }) => (
    <IconCards
      id="core-values"
      heading={about.valuesHeading}
      intro={about.valuesIntro}
      items={values.items}
      tone="surface"
    />
  )),
  coverage: preview('coverage', [], (coverage) => <Coverage {...coverage} />),
  plans: preview('plans', [], (plans) => <Plans {...asPlans(plans)} />),
  faq: preview('faq', [], (faq) => <Questions {...faq} />),
  home: preview('home', ['company', 'services', 'coverage', 'plans'], (page, saved) =>
    homeSections({
      page,
      companyName: saved.company.name,
      services: saved.services.core,
      coverageLinkLabel: saved.coverage.homeLinkLabel,
      plansLink: plansLink(saved.plans),
    }),
  ),
  about: preview('about', ['values'], (page, { values }) =>
    aboutSections({ page, values: values.items }),
  ),
  servicesPage: preview('servicesPage', ['services', 'coverage', 'plans', 'faq'], (page, saved) =>
    servicesSections({
      page,
      services: saved.services,
      coverage: saved.coverage,
      plans: asPlans(saved.plans),
      faq: saved.faq,
    }),
  ),
  contactPage: preview('contactPage', ['contact', 'hours'], (page, { contact, hours }) => (
    // The form is shown, not used: nothing is typed into it, kept or sent from the editor.
    <Inert disabled>
      {contactSections({
        page,
        contact: asContact(contact),
        hours: asHours(hours),
        enquiryFields: enquiryFieldSpecs(),
      })}
    </Inert>
  )),
  thanks: preview('thanks', ['contact'], (page, { contact }) =>
    thanksSections({ page, phone: contact.phone, showBoth: true }),
  ),
  notFound: preview('notFound', [], (page) => notFoundSections({ page })),
  privacy: preview('privacy', [], (page) => privacySections({ page })),
  // Until the waitlist's own sections exist, its words are checked by the editor without a view.
  waitlist: preview('waitlist', [], (waitlist) => (
    <Container>
      <h1>{waitlist.heading}</h1>
      <p>{waitlist.intro}</p>
    </Container>
  )),
};

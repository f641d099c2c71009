/**
 * The editor's preview pane: each content file shown as the site shows it, with the site's own
 * sections and styles. A page file shows its page; a shared file shows the sections it feeds.
 * Other files a preview needs are read as saved; the file being edited is shown as it is typed.
 */
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import React from 'react';
import styled, { StyleSheetManager } from 'styled-components';
import { factFiles, copyProblems, withFactsFilled } from '../content-model/content-facts';
import { SITE_FILES, type SiteFileData, type SiteFileName } from '../content-model/content-schema';
import { Container } from '../components/Container';
import { DraftNotice } from '../components/DraftNotice';
import { FooterView } from '../components/Footer';
import { NavView } from '../components/Nav';
import { HelpLinks } from '../components/HelpLinks';
import { LanguageLinks } from '../components/LanguageLinks';
import { ContactInfo } from '../sections/ContactInfo';
import { FindUs } from '../sections/FindUs';
import { IconCards } from '../sections/IconCards';
import { ServiceDetails } from '../sections/ServiceDetails';
import { StatusNotice } from '../components/StatusNotice';
import { crossFileProblems, formatProblem } from '../content-model/content-problems';
import { incidents, openIncidents } from '../lib/service-status';
import { plansLinkOf } from '../lib/page-copy';
import { careSections } from '../views/customer-care';
import { coverageSections } from '../views/coverage';
import { installationSections } from '../views/installation';
import { plansSections } from '../views/plans';
import { statusSections } from '../views/status';
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
import { waitlistFieldSpecs } from '../server/waitlist-schema';
import { waitlistLeftSections, waitlistSections, waitlistThanksSections } from '../views/waitlist';
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
 * edited file's data and the saved files', as the site shows them: the references to facts in
 * their copy filled in (from the saved files the facts live in, or from the edited file itself).
 */
function preview<K extends SiteFileName, N extends SiteFileName>(
  name: K,
  needs: readonly N[],
  render: (data: SiteFileData<K>, saved: Saved<N>) => React.ReactNode,
  /** What the build would refuse between this file and the saved ones (areas of incidents, plans). */
  between?: (data: SiteFileData<K>, saved: Saved<N>) => string[],
) {
  const loads = [...new Set<SiteFileName>([...needs, ...factFiles()])].filter(
    (file) => file !== name,
  );
  function FilePreview({ entry, getCollection, document }: Props) {
    const edited = useEntry(name, entry);
    const saved = useSavedFiles(getCollection, loads);
    const content =
      edited.data && saved.state === 'ready' ? { ...saved.files, [name]: edited.data } : null;
    // Facts typed by hand or references that fail, in the file being edited: as the build says.
    const facts = content ? copyProblems(content, { files: [name] }).map(formatProblem) : [];
    const problems = [
      ...edited.problems,
      ...facts,
      ...(saved.state === 'broken' ? saved.problems : []),
      ...(between && edited.data && saved.state === 'ready'
        ? between(edited.data, saved.files as Saved<N>)
        : []),
    ];
    const shown = content ? withFactsFilled(content) : null;
    return (
      <Frame document={document} problems={problems} loading={saved.state === 'loading'}>
        {shown ? render(shown[name] as SiteFileData<K>, shown as unknown as Saved<N>) : null}
      </Frame>
    );
  }
  FilePreview.displayName = `Preview(${name})`;
  return FilePreview;
}

/** The incidents of the status file, their areas found in the coverage list. */
const incidentsOf = (status: SiteFileData<'status'>, coverage: SiteFileData<'coverage'>) =>
  incidents(status.incidents ?? [], coverage.regions);

/**
 * The status file: the notice every page shows while an incident is open (as it is now, on a
 * page of the site), then the status page.
 */
function statusPreview(
  status: SiteFileData<'status'>,
  {
    coverage,
    statusPage,
    everyPage,
    contact,
    company,
  }: Saved<'coverage' | 'statusPage' | 'everyPage' | 'contact' | 'company'>,
) {
  const all = incidentsOf(status, coverage);
  return (
    <>
      <Note>On every page, under the header:</Note>
      {openIncidents(all).length > 0 ? (
        <StatusNotice
          words={everyPage.serviceNotice}
          open={openIncidents(all)}
          linkLabel={statusPage.noticeLinkLabel}
        />
      ) : (
        <Note>(no notice: all is normal)</Note>
      )}
      {statusSections({
        page: statusPage,
        incidents: all,
        now: Date.now(),
        lang: 'en',
        times: everyPage.times,
        contact,
        chat: everyPage.chat,
        companyName: company.name,
      })}
    </>
  );
}

/** The Contact page's details and hours, as both the contact and the hours previews show them. */
const contactInfo = (
  contact: SiteFileData<'contact'>,
  hours: SiteFileData<'hours'>,
  contactPage: SiteFileData<'contactPage'>,
  everyPage: SiteFileData<'everyPage'>,
) => (
  <ContactInfo
    detailsHeading={contactPage.detailsHeading}
    detailsWords={contactPage.details}
    hoursHeading={contactPage.hoursHeading}
    hoursWords={contactPage.hours}
    contact={contact}
    hours={hours}
    chat={everyPage.chat}
  />
);

const ALL_FILES = Object.keys(SITE_FILES) as SiteFileName[];

/** A preview for every content file, by the code's name for it. */
export const PREVIEWS: { [K in SiteFileName]: React.ComponentType<Props> } = {
  company: preview('company', ['contact', 'everyPage'], (company, { contact, everyPage }) => (
    <>
      <Container>
        <SearchResult aria-label="In search results and link previews">
          <h2>{company.name}</h2>
          <p>{company.tagline}</p>
          <p>{company.description}</p>
        </SearchResult>
      </Container>
      <FooterView
        words={everyPage.footer}
        company={company}
        contact={contact}
        buildYear={new Date().getFullYear()}
      />
    </>
  )),
  contact: preview(
    'contact',
    ['company', 'hours', 'contactPage', 'everyPage'],
    (contact, { company, hours, contactPage, everyPage }) => (
      <>
        <Container>
          {contactInfo(contact, hours, contactPage, everyPage)}
          <FindUs
            heading={contactPage.findUsHeading}
            text={contactPage.findUsText}
            area={contact.address.area}
            city={contact.address.city}
          />
        </Container>
        <FooterView
          words={everyPage.footer}
          company={company}
          contact={contact}
          buildYear={new Date().getFullYear()}
        />
      </>
    ),
  ),
  hours: preview(
    'hours',
    ['contact', 'contactPage', 'everyPage'],
    (hours, { contact, contactPage, everyPage }) => (
      <Container>{contactInfo(contact, hours, contactPage, everyPage)}</Container>
    ),
  ),
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
  everyPage: preview(
    'everyPage',
    ['company', 'contact', 'status', 'coverage', 'statusPage'],
    (words, { company, contact, status, coverage, statusPage }) => {
      const open = openIncidents(incidentsOf(status, coverage));
      return (
        <>
          <Container>
            <HelpLinks currentPath="/" words={words.navigation} />
          </Container>
          <NavView currentPath="/" words={words.navigation} name={company.name} />
          <Note>The skip link, shown first when a keyboard reaches the page: {words.skipLink}</Note>
          {open.length > 0 ? (
            <StatusNotice
              words={words.serviceNotice}
              open={open}
              linkLabel={statusPage.noticeLinkLabel}
            />
          ) : (
            <Note>(no service notice now: all is normal)</Note>
          )}
          <FooterView
            words={words.footer}
            company={company}
            contact={contact}
            buildYear={new Date().getFullYear()}
          />
        </>
      );
    },
  ),
  languages: preview('languages', [], ({ languages }) => (
    <Container>
      <LanguageLinks
        currentPath="/"
        languages={languages.filter((language) => language.review !== 'hidden')}
        label="Languages"
      />
      {languages
        .filter((language) => language.review === 'draft')
        .map((language) => (
          <DraftNotice key={language.code} language={language} />
        ))}
    </Container>
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
  coverage: preview(
    'coverage',
    ['status', 'contact', 'coveragePage', 'everyPage'],
    (coverage, { status, contact, coveragePage, everyPage }) =>
      coverageSections({
        coverage,
        page: coveragePage,
        incidents: incidentsOf(status, coverage),
        whatsapp: contact.whatsapp ?? null,
        chat: everyPage.chat,
        words: coveragePage.search,
      }),
  ),
  // The search's words: the coverage page, whose search answers in them as the editor types. Its
  // buttons' names are what other files' copy must not point at: a new name that copy elsewhere
  // quotes is said here, as the build would refuse that copy.
  coveragePage: preview(
    'coveragePage',
    ALL_FILES,
    (page, { coverage, status, contact, everyPage }) =>
      coverageSections({
        coverage,
        page,
        incidents: incidentsOf(status, coverage),
        whatsapp: contact.whatsapp ?? null,
        chat: everyPage.chat,
        words: page.search,
      }),
    (page, saved) => {
      const others = ALL_FILES.filter((file) => file !== 'coveragePage');
      const before = new Set(copyProblems(saved, { files: others }).map(formatProblem));
      return copyProblems({ ...saved, coveragePage: page }, { files: others })
        .map(formatProblem)
        .filter((problem) => !before.has(problem));
    },
  ),
  plans: preview(
    'plans',
    ['faq', 'contact', 'everyPage', 'coverage'],
    (plans, saved) =>
      plansSections({
        plans: plans,
        faq: saved.faq,
        whatsapp: saved.contact.whatsapp ?? null,
        chat: saved.everyPage.chat,
      }),
    (plans, { coverage }) => crossFileProblems({ plans }, coverage.regions).map(formatProblem),
  ),
  faq: preview('faq', ['plans', 'contact', 'everyPage'], (faq, saved) =>
    plansSections({
      plans: saved.plans,
      faq,
      whatsapp: saved.contact.whatsapp ?? null,
      chat: saved.everyPage.chat,
    }),
  ),
  status: preview(
    'status',
    ['coverage', 'statusPage', 'everyPage', 'contact', 'company'],
    statusPreview,
    (status, { coverage }) => crossFileProblems({ status }, coverage.regions).map(formatProblem),
  ),
  promises: preview(
    'promises',
    ['care', 'contact', 'company', 'installation', 'everyPage'],
    (promises, saved) => (
      <>
        {careSections({
          page: saved.care,
          contact: saved.contact,
          promises,
          companyName: saved.company.name,
          chat: saved.everyPage.chat,
          times: saved.everyPage.times,
        })}
        {installationSections({
          page: saved.installation,
          promises,
          times: saved.everyPage.times,
        })}
      </>
    ),
  ),
  home: preview('home', ['company', 'services', 'coveragePage', 'plans'], (page, saved) =>
    homeSections({
      page,
      companyName: saved.company.name,
      services: saved.services.core,
      coverageLinkLabel: saved.coveragePage.homeLinkLabel,
      plansLink: plansLinkOf(saved.plans),
    }),
  ),
  about: preview('about', ['values'], (page, { values }) =>
    aboutSections({ page, values: values.items }),
  ),
  servicesPage: preview('servicesPage', ['services', 'coveragePage', 'plans'], (page, saved) =>
    servicesSections({
      page,
      services: saved.services,
      plansLink: plansLinkOf(saved.plans),
      coverageLinkLabel: saved.coveragePage.homeLinkLabel,
    }),
  ),
  contactPage: preview(
    'contactPage',
    ['contact', 'hours', 'thanks', 'everyPage'],
    (page, saved) => (
      // The form is shown, not used: nothing is typed into it, kept or sent from the editor.
      <Inert disabled>
        {contactSections({
          page,
          sent: saved.thanks,
          contact: saved.contact,
          hours: saved.hours,
          chat: saved.everyPage.chat,
          enquiryFields: enquiryFieldSpecs(page.form),
        })}
      </Inert>
    ),
  ),
  thanks: preview('thanks', ['contact'], (page, { contact }) =>
    thanksSections({ page, phone: contact.phone, showBoth: true }),
  ),
  notFound: preview('notFound', [], (page) => notFoundSections({ page })),
  privacy: preview('privacy', [], (page) => privacySections({ page, lang: 'en' })),
  statusPage: preview(
    'statusPage',
    ['status', 'coverage', 'everyPage', 'contact', 'company'],
    (page, { status, ...saved }) => statusPreview(status, { ...saved, statusPage: page }),
  ),
  care: preview('care', ['contact', 'promises', 'company', 'everyPage'], (page, saved) =>
    careSections({
      page: page,
      contact: saved.contact,
      promises: saved.promises,
      companyName: saved.company.name,
      chat: saved.everyPage.chat,
      times: saved.everyPage.times,
    }),
  ),
  installation: preview('installation', ['promises', 'everyPage'], (page, saved) =>
    installationSections({ page, promises: saved.promises, times: saved.everyPage.times }),
  ),
  waitlist: preview('waitlist', ['privacy', 'contactPage'], (page, { privacy, contactPage }) => (
    <>
      {/* The form is shown, not used: nothing is typed into it, kept or sent from the editor. */}
      <Inert disabled>
        {waitlistSections({
          page,
          fields: waitlistFieldSpecs({ form: page.form, shared: contactPage.form.fieldErrors }),
        })}
      </Inert>
      {waitlistThanksSections({ page, showBoth: true })}
      {waitlistLeftSections({ page, email: privacy.contact.email, showBoth: true })}
    </>
  )),
};

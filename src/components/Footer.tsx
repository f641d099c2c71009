import React from 'react';
import styled from 'styled-components';
import { useCompany, type Company } from '../hooks/useCompany';
import type { EveryPageWords } from '../hooks/useEveryPageWords';
import { useContactDetails, type ContactDetails } from '../hooks/useContactDetails';
import { useSiteMetadata } from '../hooks/useSiteMetadata';
import { mailtoHref, phoneText, telHref, whatsappHref } from '../lib/contact-links';
import { CARE_PATH } from '../lib/promises';
import { STATUS_PATH } from '../lib/service-status';
import { socialNetwork } from '../content-model/social';
import { printHidden } from '../styles/print';
import { media, theme } from '../styles/theme';
import { Container } from './Container';
import { Icon } from './Icon';
import { LanguageLinks } from './LanguageLinks';
import { languageOf } from '../content-model/languages';
import type { Language } from '../hooks/useLanguages';
import { LogoMark } from './Logo';
import { FOOTER_LINKS, PRIVACY_PATH, isCurrent } from './nav-links';
import YearIsland from './CurrentYear.island';

const Wrapper = styled.footer`
  background: ${theme.colors.brandDarker};
  color: ${theme.colors.onBrandDarkMuted};
  padding: ${theme.space[8]} 0 ${theme.space[5]};

  a {
    color: ${theme.colors.onBrandDark};
  }

  & :focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }

  h2 {
    color: ${theme.colors.onBrandDark};
    font-size: ${theme.fontSizes.md};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    margin-bottom: ${theme.space[4]};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  address {
    font-style: normal;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space[6]};

  ${media.md} {
    grid-template-columns: 2fr 1fr 1.5fr;
  }
`;

const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.colors.onBrandDark};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.heavy};
`;

/** Every link in the footer is a tap target of at least 44 × 44 px (WCAG 2.5.5). */
const tapTarget = `
  display: inline-flex;
  align-items: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
`;

const LinkList = styled.ul`
  a {
    ${tapTarget}
  }
`;

const ContactList = styled.ul`
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: 2.75rem;
  }

  a {
    ${tapTarget}
    overflow-wrap: anywhere;
  }

  svg {
    flex: none;
    color: ${theme.colors.accentOnDark};
  }
`;

const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[5]};
  margin: ${theme.space[7]} 0 0;
  padding-top: ${theme.space[5]};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: ${theme.fontSizes.sm};

  p {
    margin: 0;
  }

  a {
    ${tapTarget}
  }
`;

const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[4]};
  margin-top: ${theme.space[3]} !important;

  a {
    ${tapTarget}
  }
`;

/** The site's footer, on every page. */
export function Footer({
  words,
  currentPath,
  navPath = currentPath,
  languages = [],
}: {
  /** The footer's words, in the page's language. */
  words: EveryPageWords['footer'];
  currentPath?: string;
  /** The page the quick links mark as the one shown, when it is another. */
  navPath?: string;
  /** The languages the site publishes besides English, linked at the foot of the footer. */
  languages?: readonly Pick<Language, 'code' | 'name'>[];
}) {
  return (
    <FooterView
      words={words}
      company={useCompany()}
      contact={useContactDetails()}
      buildYear={useSiteMetadata().buildYear}
      currentPath={currentPath}
      navPath={navPath}
      languages={languages}
    />
  );
}

type FooterViewProps = {
  words: EveryPageWords['footer'];
  company: Pick<Company, 'name' | 'footerBlurb'> &
    Partial<Pick<Company, 'registeredName' | 'rcNumber' | 'nccLicence' | 'social'>>;
  contact: ContactDetails;
  /** The year the site was built: the static HTML's, until the year island shows the visitor's. */
  buildYear: number;
  /** The address of the page shown, in any language. */
  currentPath?: string;
  /** The page the quick links mark as the one shown, when it is another. */
  navPath?: string;
  languages?: readonly Pick<Language, 'code' | 'name'>[];
};

/** The footer, from its content (the site and the editor's preview render it). */
export function FooterView({
  words,
  company,
  contact,
  buildYear,
  currentPath,
  navPath = currentPath,
  languages = [],
}: FooterViewProps) {
  // The page in English: which of the footer's links it is.
  const englishPath = navPath === undefined ? undefined : languageOf(navPath).path;
  // "Ziralink Networks Limited, RC 1234567": each part only when the content has it.
  const registration = [company.registeredName, company.rcNumber].filter(Boolean).join(', ');
  return (
    <Wrapper {...printHidden}>
      <Container>
        <Columns>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className="visually-hidden">
              {words.aboutHeading} {company.name}
            </h2>
            <BrandName>
              <LogoMark />
              {company.name}
            </BrandName>
            <p>{company.footerBlurb}</p>
            {company.social?.length ? (
              <Social>
                {company.social.map((url) => (
                  <li key={url}>
                    <a href={url} rel="me">
                      {socialNetwork(url)}
                    </a>
                  </li>
                ))}
              </Social>
            ) : null}
          </section>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links">{words.linksHeading}</h2>
            <LinkList>
              {FOOTER_LINKS.map((link) => (
                <li key={link.word}>
                  <a
                    href={link.to}
                    aria-current={
                      englishPath && isCurrent(link.to, englishPath) ? 'page' : undefined
                    }
                  >
                    {words[link.word]}
                  </a>
                </li>
              ))}
            </LinkList>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{words.contactHeading}</h2>
            <address>
              <ContactList>
                <li>
                  <Icon name="pin" size={20} />
                  <span>
                    {contact.address.city}, {contact.address.country}
                  </span>
                </li>
                <li>
                  <Icon name="mail" size={20} />
                  <a href={mailtoHref(contact.email)}>{contact.email}</a>
                </li>
                <li>
                  <Icon name="phone" size={20} />
                  <a href={telHref(contact.phone)}>{phoneText(contact.phone)}</a>
                </li>
                {contact.whatsapp ? (
                  <li>
                    <Icon name="chat" size={20} />
                    <a href={whatsappHref(contact.whatsapp)}>
                      WhatsApp {phoneText(contact.whatsapp)}
                    </a>
                  </li>
                ) : null}
                <li>
                  <Icon name="check" size={20} />
                  <a href={CARE_PATH}>{words.care}</a>
                </li>
                <li>
                  <Icon name="clock" size={20} />
                  <a href={STATUS_PATH}>{words.status}</a>
                </li>
              </ContactList>
            </address>
          </section>
        </Columns>
        <Legal>
          <p>
            © <YearIsland buildYear={buildYear} /> {company.name}. {words.rights}
          </p>
          {registration ? <p>{registration}</p> : null}
          {company.nccLicence ? (
            <p>
              {words.licence} {company.nccLicence}
            </p>
          ) : null}
          <p>
            <a href={PRIVACY_PATH}>{words.privacy}</a>
          </p>
          {currentPath ? (
            <LanguageLinks
              currentPath={currentPath}
              languages={languages}
              label={words.languageLinks}
              onDark
            />
          ) : null}
        </Legal>
      </Container>
    </Wrapper>
  );
}

import { screen } from '@testing-library/react';
import ThanksPage, { Head } from '../../../src/pages/contact/thanks';
import { fixture } from '../../support/fixture-content';
import { renderHead, renderPage } from '../../support/render';

// Which half shows is decided by the address alone (#sent, where the contact endpoint sends a
// visitor once their enquiry is stored), so it holds without JavaScript.
describe('Message sent page (after a form posted without JavaScript)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('at #sent: confirms the message in the site’s layout, with ways onward', () => {
    window.history.replaceState(null, '', '/contact/thanks/#sent');
    renderPage(ThanksPage, '/contact/thanks/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Message Sent');
    expect(screen.getByText("Thanks for reaching out! We'll get back to you soon.")).toBeVisible();
    expect(screen.getByText(fixture.thanks.nextSteps)).toBeVisible();
    expect(screen.getByRole('link', { name: fixture.thanks.homeLinkLabel })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByText(fixture.thanks.notSentHeading)).not.toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });

  it('opened any other way: says that nothing was sent, and leads to the form', () => {
    window.history.replaceState(null, '', '/contact/thanks/');
    renderPage(ThanksPage, '/contact/thanks/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      fixture.thanks.notSentHeading,
    );
    expect(screen.getByText(fixture.thanks.notSentBody)).toBeVisible();
    expect(screen.getByText('Message Sent')).not.toBeVisible();
    expect(screen.getByText(fixture.thanks.nextSteps)).not.toBeVisible();
    expect(screen.getByRole('link', { name: fixture.thanks.formLinkLabel })).toHaveAttribute(
      'href',
      '/contact/#contact-form',
    );
  });

  it('is kept out of search results', () => {
    const head = renderHead(Head, '/contact/thanks/');
    expect(head.title).toBe(`${fixture.thanks.seo.title} | ${fixture.company.name}`);
    expect(head.robots).toBe('noindex');
  });
});

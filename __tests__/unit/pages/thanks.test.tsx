import { screen } from '@testing-library/react';
import ThanksPage, { Head } from '../../../src/pages/contact/thanks';
import { fixture } from '../../support/fixture-content';
import { renderHead, renderPage } from '../../support/render';

describe('Message sent page (after a form posted without JavaScript)', () => {
  it('confirms the message in the site’s layout, with ways onward', () => {
    renderPage(ThanksPage, '/contact/thanks/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Message Sent');
    expect(screen.getByText("Thanks for reaching out! We'll get back to you soon.")).toBeVisible();
    expect(screen.getByText(fixture.thanks.nextSteps)).toBeVisible();
    expect(screen.getByRole('link', { name: fixture.thanks.homeLinkLabel })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });

  it('is kept out of search results', () => {
    const head = renderHead(Head, '/contact/thanks/');
    expect(head.title).toBe(`${fixture.thanks.seo.title} | ${fixture.company.name}`);
    expect(head.robots).toBe('noindex');
  });
});

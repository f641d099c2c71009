import { screen } from '@testing-library/react';
import React from 'react';
import { translatedWaitlist, type WaitlistRuleWords } from '../../../src/lib/form-words';
import { WaitlistForm } from '../../../src/sections/WaitlistForm';
import { waitlistFieldSpecs } from '../../../src/server/waitlist-schema';
import { fixture } from '../../support/fixture-content';
import { renderWithProviders } from '../../support/render';

const english: WaitlistRuleWords = {
  form: fixture.waitlist.form,
  shared: fixture.contactPage.form.fieldErrors,
};
const { labels } = english.form;
const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? 'en';

it('names its fields in the page’s words, and marks what the translation gives with the language, and nothing else', () => {
  const pidgin: WaitlistRuleWords = {
    ...english,
    form: {
      ...english.form,
      heading: 'Tell me when una reach my area',
      labels: { ...labels, audience: 'Na for your house or your business?', home: 'My house' },
    },
  };
  const { fieldErrors: _errors, ...words } = pidgin.form;
  renderWithProviders(
    <WaitlistForm
      words={words}
      // The schema's labels are English: the form names the fields from its words.
      fields={waitlistFieldSpecs(english)}
      language="pcm"
      translated={translatedWaitlist(pidgin, english)}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Tell me when una reach my area' })).toBeVisible();
  expect(langOf(screen.getByText('Tell me when una reach my area'))).toBe('pcm');
  expect(
    screen.getByRole('group', { name: 'Na for your house or your business?' }),
  ).toBeInTheDocument();
  expect(langOf(screen.getByText('Na for your house or your business?'))).toBe('pcm');
  expect(langOf(screen.getByText('My house'))).toBe('pcm');
  expect(screen.getByRole('radio', { name: 'My house' })).toBeInTheDocument();
  expect(langOf(screen.getByText(labels.business))).toBe('en');
  expect(langOf(screen.getByText(labels.place))).toBe('en');
  expect(screen.getByLabelText(labels.place)).toBeRequired();
  expect(langOf(screen.getByText(english.form.buttonLabel))).toBe('en');
});

it('on an English page marks nothing', () => {
  const { fieldErrors: _errors, ...words } = english.form;
  const { container } = renderWithProviders(
    <WaitlistForm words={words} fields={waitlistFieldSpecs(english)} />,
  );
  expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  expect(screen.getByRole('radio', { name: labels.home })).toBeInTheDocument();
  expect(screen.getByLabelText(new RegExp(labels.email))).toHaveAccessibleName(
    `${labels.email} ${english.form.optional}`,
  );
});

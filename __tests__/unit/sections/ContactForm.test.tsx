import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { ToastProvider } from '../../../src/components/Toast';
import type { SendEnquiry, SendOutcome } from '../../../src/lib/send-enquiry';
import { ContactForm } from '../../../src/sections/ContactForm';
import { enquiryFieldSpecs } from '../../../src/server/enquiry-schema';
import { filled } from '../../../src/lib/form-words';
import { fixture } from '../../support/fixture-content';
import { renderWithProviders } from '../../support/render';

const CONTACT = { email: fixture.contact.email, phone: fixture.contact.phone };
/** The form's words as the Contact page hands them to the form. */
const form = fixture.contactPage.form;
const WORDS = { ...form, sentTitle: fixture.thanks.heading, sentText: fixture.thanks.body };
const { labels } = form;

/**
 * The form's delivery step, answered by the test. What the visitor sees and does with the form is
 * tested in the browser (__tests__/e2e/form.spec.ts, form-feedback.spec.ts), its rules without a
 * DOM (contact-form/delivery, messages); these are what neither sees: the key and the time each
 * request carries, the retry timer and the wait's wiring.
 */
function deliveryStep() {
  const calls: Record<string, string>[] = [];
  const keys: (string | undefined)[] = [];
  let settle: (outcome: SendOutcome) => void = () => undefined;
  const send: SendEnquiry = (fields, key) => {
    calls.push({ ...fields });
    keys.push(key);
    return new Promise((resolve) => {
      settle = resolve;
    });
  };
  const answer = (outcome: SendOutcome) =>
    act(async () => {
      settle(outcome);
    });
  return { send, calls, keys, answer };
}

function renderForm(send: SendEnquiry, subject?: string) {
  renderWithProviders(
    <ToastProvider dismissLabel={form.dismiss}>
      <ContactForm
        heading="Send us a message"
        words={WORDS}
        fields={enquiryFieldSpecs(form)}
        contact={CONTACT}
        send={send}
        subject={subject}
      />
    </ToastProvider>,
  );
  return screen.getByRole('form', { name: 'Send us a message' }) as HTMLFormElement;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(labels.firstName), 'Adaeze');
  await user.type(screen.getByLabelText(labels.lastName), 'Okonkwo');
  await user.type(screen.getByLabelText(new RegExp(labels.email)), 'adaeze@example.com');
  await user.type(screen.getByLabelText(labels.subject), 'Fibre for our office');
  await user.type(screen.getByLabelText(labels.message), 'We need 100 Mbps in Lekki.');
}

const submitButton = () =>
  screen.getByRole('button', {
    name: (name) => [form.send, form.sendNow, form.sending].includes(name),
  });

const DRAFT_KEY = 'contact-form-draft';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/contact/');
});

describe('ContactForm', () => {
  it('sends every attempt of one message with the same key, kept with the draft across a reload, and a new message with a new key', async () => {
    const user = userEvent.setup();
    const step = deliveryStep();
    renderForm(step.send);
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(step.keys).toHaveLength(1));
    await step.answer({ status: 'failed' });
    await user.click(submitButton());
    await waitFor(() => expect(step.keys).toHaveLength(2));
    await step.answer({ status: 'failed' });
    const [first, second] = step.keys;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);

    // The page is loaded again: the draft comes back with its key.
    cleanup();
    const again = deliveryStep();
    renderForm(again.send);
    await waitFor(() => expect(screen.getByLabelText(labels.firstName)).toHaveValue('Adaeze'));
    await user.click(submitButton());
    await waitFor(() => expect(again.keys).toEqual([first]));
    await again.answer({ status: 'sent' });
    await screen.findByText('Message Sent');
    // The toast's close button is named in the page's words.
    expect(await screen.findByRole('button', { name: form.dismiss })).toBeVisible();

    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(again.keys).toHaveLength(2));
    await again.answer({ status: 'sent' });
    expect(again.keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(again.keys[1]).not.toBe(first);
  });

  it('sends changed words with a new key when the first words were kept under the old one', async () => {
    const user = userEvent.setup();
    const step = deliveryStep();
    renderForm(step.send);
    await fillIn(user);
    await user.click(submitButton());
    await step.answer({ status: 'conflict' });
    await waitFor(() => expect(step.keys).toHaveLength(2));
    expect(step.keys[1]).not.toBe(step.keys[0]);
    await step.answer({ status: 'sent' });
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
  });

  it('asks the visitor to wait when they have sent too many messages', async () => {
    const user = userEvent.setup();
    const step = deliveryStep();
    renderForm(step.send);
    await fillIn(user);
    await user.click(submitButton());
    await step.answer({ status: 'failed', retryAfterSeconds: 42 });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      filled(form.tooMany, { number: 42 }),
    );
  });

  it('counts the time on the form from when the draft was started', async () => {
    const startedAt = Date.now() - 5 * 60 * 1000;
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        startedAt,
        fields: {
          firstName: 'Adaeze',
          lastName: 'Okonkwo',
          email: 'adaeze@example.com',
          subject: 'Fibre for our office',
          message: 'We need 100 Mbps in Lekki.',
        },
      }),
    );
    const user = userEvent.setup();
    const step = deliveryStep();
    renderForm(step.send);
    await user.click(submitButton());
    expect(Number(step.calls[0]?.elapsedMs)).toBeGreaterThanOrEqual(5 * 60 * 1000);
  });

  it('when the connection is back but the server is not reachable yet, it tries again shortly', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const step = deliveryStep();
      renderForm(step.send);
      await fillIn(user);
      await user.click(submitButton());
      await step.answer({ status: 'offline' });

      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await step.answer({ status: 'failed', unreachable: true });
      expect(screen.getByRole('status')).toHaveTextContent(form.retrying);
      expect(screen.queryByText(form.failedTitle)).not.toBeInTheDocument();

      act(() => {
        jest.advanceTimersByTime(3_000);
      });
      expect(step.calls).toHaveLength(3);
      await step.answer({ status: 'sent' });
      expect(screen.getByText('Message Sent')).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('on a page in another language', () => {
  it('marks each word, label and error its translation gives with the language, and no other', async () => {
    const words = {
      ...WORDS,
      send: 'Send am',
      labels: { ...labels, message: 'Your talk' },
    };
    const step = deliveryStep();
    renderWithProviders(
      <ToastProvider dismissLabel={form.dismiss}>
        <ContactForm
          heading="Send us a message"
          words={words}
          translated={{
            words: ['send'],
            labels: ['message'],
            errors: ['Check {label} again.'],
          }}
          fields={enquiryFieldSpecs({ ...form, labels: words.labels })}
          contact={CONTACT}
          send={step.send}
          language="pcm"
        />
      </ToastProvider>,
    );
    const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? 'en';
    expect(langOf(screen.getByText('Send am'))).toBe('pcm');
    expect(langOf(screen.getByText('Your talk'))).toBe('pcm');
    expect(langOf(screen.getByText(labels.firstName))).toBe('en');
    expect(langOf(screen.getByText(form.requiredNote))).toBe('en');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(labels.firstName), 'Adaeze');
    await user.type(screen.getByLabelText(labels.lastName), 'Okonkwo');
    await user.type(screen.getByLabelText(new RegExp(labels.email)), 'adaeze@example.com');
    await user.type(screen.getByLabelText(labels.subject), 'Fibre');
    await user.type(screen.getByLabelText('Your talk'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send am' }));
    await step.answer({
      status: 'invalid',
      errors: { subject: 'Check Topic again.', email: 'Email is wrong.' },
    });
    expect(langOf(screen.getByText('Check Topic again.'))).toBe('pcm');
    expect(langOf(screen.getByText('Email is wrong.'))).toBe('en');
  });
});

import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { ToastProvider } from '../../../src/components/Toast';
import type { SendEnquiry, SendOutcome } from '../../../src/lib/send-enquiry';
import { ContactForm } from '../../../src/sections/ContactForm';
import { enquiryFieldSpecs } from '../../../src/server/enquiry-schema';
import { fixture } from '../../support/fixture-content';
import { renderWithProviders } from '../../support/render';

const CONTACT = { email: fixture.contact.email, phone: fixture.contact.phone };

/**
 * The form's delivery step, answered by the test: these tests are about what the visitor sees
 * for each outcome. The real step is tested against the real endpoint (__tests__/http, __tests__/e2e).
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

function renderForm(send: SendEnquiry) {
  renderWithProviders(
    <ToastProvider>
      <ContactForm
        heading="Send us a message"
        fields={enquiryFieldSpecs()}
        contact={CONTACT}
        send={send}
      />
    </ToastProvider>,
  );
  return screen.getByRole('form', { name: 'Send us a message' }) as HTMLFormElement;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Adaeze');
  await user.type(screen.getByLabelText('Last name'), 'Okonkwo');
  await user.type(screen.getByLabelText('Email'), 'adaeze@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Fibre for our office');
  await user.type(screen.getByLabelText('Message'), 'We need 100 Mbps in Lekki.');
}

const submitButton = () => screen.getByRole('button', { name: /Send Message|Send now|Sending/ });

const DRAFT_KEY = 'contact-form-draft';
const savedDraft = () =>
  JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as {
    fields: Record<string, string>;
    startedAt: number;
  } | null;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/contact/');
});

describe('ContactForm', () => {
  it('labels every field and applies the browser-level rules', () => {
    renderForm(deliveryStep().send);
    const field = (label: string | RegExp) => screen.getByLabelText(label);
    for (const label of ['First name', 'Last name', 'Email', 'Subject', 'Message']) {
      expect(field(label)).toBeRequired();
    }
    expect(field(/Phone/)).not.toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field(/Phone/)).toHaveAttribute('type', 'tel');
    expect(field('First name')).toHaveAttribute('maxLength', '100');
    expect(field('Subject')).toHaveAttribute('maxLength', '200');
    expect(field('Message')).toHaveAttribute('maxLength', '5000');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(getComputedStyle(field('Message')).minHeight).toBe('120px');
  });

  it('posts natively to /api/contact when JavaScript is off, with a hidden spam trap', () => {
    const form = renderForm(deliveryStep().send);
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
    const trap = form.querySelector('[name="leave_empty"]');
    expect(trap).not.toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();
  });

  it('does not submit while a required field is empty or the e-mail is malformed', async () => {
    const user = userEvent.setup();
    const step = deliveryStep();
    const form = renderForm(step.send);
    await user.click(submitButton());
    expect(form.checkValidity()).toBe(false);
    expect(screen.getByLabelText('First name')).toBeInvalid();

    await fillIn(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.getByLabelText('Email')).toBeInvalid();
    await user.click(submitButton());
    expect(step.calls).toEqual([]);
  });

  it('shows a sending state, refuses a second submission, then "Message Sent" and resets', async () => {
    const user = userEvent.setup();
    const step = deliveryStep();
    renderForm(step.send);
    await fillIn(user);
    await user.click(submitButton());

    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    expect(submitButton()).toHaveFocus();
    expect(submitButton()).toHaveTextContent('Sending…');
    await user.click(submitButton());
    expect(step.calls).toHaveLength(1);
    expect(step.calls[0]).toMatchObject({
      firstName: 'Adaeze',
      lastName: 'Okonkwo',
      email: 'adaeze@example.com',
      phone: '',
      subject: 'Fibre for our office',
      message: 'We need 100 Mbps in Lekki.',
      leave_empty: '',
      elapsedMs: expect.stringMatching(/^\d+$/),
    });

    await step.answer({ status: 'sent' });
    const title = await screen.findByText('Message Sent');
    expect(title).toBeVisible();
    expect(screen.getByText("Thanks for reaching out! We'll get back to you soon.")).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Message Sent. Thanks for reaching out! We'll get back to you soon.",
    );
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(submitButton()).not.toHaveAttribute('aria-disabled', 'true');
    expect(savedDraft()).toBeNull();
  });

  it('sends every attempt of one message with the same key, kept with the draft across a reload, and a new message with a new key', async () => {
    const user = userEvent.setup();
    const step = deliveryStep();
    renderForm(step.send);
    await fillIn(user);
    await user.click(submitButton());
    await step.answer({ status: 'failed' });
    await user.click(submitButton());
    await step.answer({ status: 'failed' });
    const [first, second] = step.keys;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);

    // The page is loaded again: the draft comes back with its key.
    cleanup();
    const again = deliveryStep();
    renderForm(again.send);
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Adaeze'));
    await user.click(submitButton());
    await again.answer({ status: 'sent' });
    expect(again.keys).toEqual([first]);

    await fillIn(user);
    await user.click(submitButton());
    await again.answer({ status: 'sent' });
    expect(again.keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(again.keys[1]).not.toBe(first);
  });

  it('shows each field’s error next to that field when the server refuses it', async () => {
    const user = userEvent.setup();
    const step = deliveryStep();
    renderForm(step.send);
    await fillIn(user);
    await user.click(submitButton());
    await step.answer({
      status: 'invalid',
      errors: { email: 'Enter an email address like name@example.com.' },
    });

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue('Adaeze');
    expect(screen.queryByText('Message Sent')).not.toBeInTheDocument();

    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('on a failure keeps everything typed and offers the e-mail and phone instead', async () => {
    const user = userEvent.setup();
    const step = deliveryStep();
    renderForm(step.send);
    await fillIn(user);
    await user.click(submitButton());
    await step.answer({ status: 'failed' });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Message not sent')).toBeVisible();
    expect(alert).toHaveTextContent(/Everything you typed is still in the form/);
    expect(within(alert).getByRole('link', { name: CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.email}`,
    );
    expect(
      within(alert).getByRole('link', { name: CONTACT.phone.replace(/ /g, '\u00A0') }),
    ).toHaveAttribute('href', `tel:${CONTACT.phone.replace(/ /g, '')}`);
    expect(screen.queryByText('Message Sent')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Adaeze');
    expect(screen.getByLabelText('Message')).toHaveValue('We need 100 Mbps in Lekki.');
    expect(submitButton()).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('asks the visitor to wait when they have sent too many messages', async () => {
    const user = userEvent.setup();
    const step = deliveryStep();
    renderForm(step.send);
    await fillIn(user);
    await user.click(submitButton());
    await step.answer({ status: 'failed', retryAfterSeconds: 42 });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Please wait 42 seconds/);
  });

  it('opens with the subject of the link that led here, which the visitor can still change', async () => {
    window.history.replaceState(
      null,
      '',
      `/contact/?${new URLSearchParams({ subject: 'Connection request: Yaba' }).toString()}`,
    );
    const user = userEvent.setup();
    renderForm(deliveryStep().send);
    const subject = screen.getByLabelText('Subject');
    expect(subject).toHaveValue('Connection request: Yaba');
    expect(screen.getByLabelText('First name')).toHaveValue('');
    // The link alone is not something the visitor typed: no draft yet.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(savedDraft()).toBeNull();

    await user.clear(subject);
    await user.type(subject, 'Fibre for a school');
    expect(subject).toHaveValue('Fibre for a school');
    await waitFor(() => expect(savedDraft()?.fields.subject).toBe('Fibre for a school'));

    // A reload of the same address keeps the visitor's subject, not the link's.
    cleanup();
    renderForm(deliveryStep().send);
    expect(screen.getByLabelText('Subject')).toHaveValue('Fibre for a school');
  });

  it('a new link’s subject replaces the draft’s, and the rest of the draft stays', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        startedAt: Date.now(),
        linkSubject: 'Connection request: Yaba',
        fields: { subject: 'Connection request: Yaba', message: 'Two flats, one building.' },
      }),
    );
    window.history.replaceState(
      null,
      '',
      `/contact/?${new URLSearchParams({ subject: 'Cloud Computing' }).toString()}`,
    );
    renderForm(deliveryStep().send);
    expect(screen.getByLabelText('Subject')).toHaveValue('Cloud Computing');
    expect(screen.getByLabelText('Message')).toHaveValue('Two flats, one building.');
  });

  it('keeps what was typed on the device, so a reload brings it back', async () => {
    const user = userEvent.setup();
    const first = renderForm(deliveryStep().send);
    expect(first).toHaveTextContent(/kept on this device only/);
    await fillIn(user);
    await waitFor(() =>
      expect(savedDraft()?.fields).toEqual({
        firstName: 'Adaeze',
        lastName: 'Okonkwo',
        email: 'adaeze@example.com',
        subject: 'Fibre for our office',
        message: 'We need 100 Mbps in Lekki.',
      }),
    );
    cleanup();

    renderForm(deliveryStep().send);
    expect(screen.getByLabelText('First name')).toHaveValue('Adaeze');
    expect(screen.getByLabelText('Subject')).toHaveValue('Fibre for our office');
    expect(screen.getByLabelText('Message')).toHaveValue('We need 100 Mbps in Lekki.');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('');
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

  it('"Clear what I typed" empties the form and forgets the draft', async () => {
    const user = userEvent.setup();
    renderForm(deliveryStep().send);
    await fillIn(user);
    await waitFor(() => expect(savedDraft()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Clear what I typed' }));
    expect(savedDraft()).toBeNull();
    for (const label of ['First name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('The form is empty again.');
  });

  it('sent while offline: says so plainly, then sends by itself when the connection returns', async () => {
    const user = userEvent.setup();
    const step = deliveryStep();
    renderForm(step.send);
    await fillIn(user);
    await user.click(submitButton());
    await step.answer({ status: 'offline' });

    expect(screen.getAllByText(/You are offline/)[0]).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/sent as soon as your connection returns/);
    expect(screen.queryByText('Message Sent')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('We need 100 Mbps in Lekki.');
    expect(submitButton()).toHaveTextContent('Send now');

    // Still the visitor's to change while it waits: what goes is what the form says then.
    await user.type(screen.getByLabelText('Message'), ' Urgent.');

    // Connections on phones come and go: two "online" events, one request.
    act(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });
    expect(step.calls).toHaveLength(2);
    expect(step.calls[1]).toMatchObject({
      firstName: 'Adaeze',
      message: 'We need 100 Mbps in Lekki. Urgent.',
    });
    await step.answer({ status: 'sent' });
    expect(await screen.findByText('Message Sent')).toBeVisible();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(savedDraft()).toBeNull();
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
      expect(screen.getByRole('status')).toHaveTextContent(/cannot be reached yet/);
      expect(screen.queryByText('Message not sent')).not.toBeInTheDocument();

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

  it('a server that cannot be reached when the visitor sends is a failure, not a wait', async () => {
    const user = userEvent.setup();
    const step = deliveryStep();
    renderForm(step.send);
    await fillIn(user);
    await user.click(submitButton());
    await step.answer({ status: 'failed', unreachable: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Message not sent/);
    expect(screen.queryByText(/cannot be reached yet/)).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { ToastProvider } from '../../src/components/Toast';
import type { SendEnquiry } from '../../src/lib/send-enquiry';
import { ContactForm } from '../../src/sections/ContactForm';
import { renderWithProviders } from '../helpers/render';

function renderForm(send?: SendEnquiry) {
  renderWithProviders(
    <ToastProvider>
      <ContactForm heading="Send us a message" send={send} />
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

describe('ContactForm', () => {
  it('labels every field and applies the browser-level rules', () => {
    renderForm();
    const field = (label: string | RegExp) => screen.getByLabelText(label);
    for (const label of ['First name', 'Last name', 'Email', 'Subject', 'Message']) {
      expect(field(label)).toBeRequired();
    }
    expect(field(/Phone/)).not.toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field(/Phone/)).toHaveAttribute('type', 'tel');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(getComputedStyle(field('Message')).minHeight).toBe('120px');
  });

  it('does not submit while a required field is empty or the e-mail is malformed', async () => {
    const user = userEvent.setup();
    const send = jest.fn<ReturnType<SendEnquiry>, Parameters<SendEnquiry>>();
    const form = renderForm(send);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(form.checkValidity()).toBe(false);
    expect(screen.getByLabelText('First name')).toBeInvalid();
    expect(send).not.toHaveBeenCalled();

    await fillIn(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.getByLabelText('Email')).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('on submit shows the "Message Sent" toast and resets the form', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await fillIn(user);
    expect(form.checkValidity()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Message Sent')).toBeVisible();
    expect(
      within(toast).getByText("Thanks for reaching out! We'll get back to you soon."),
    ).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });
});

import React from 'react';
import { ToastProvider } from '../components/Toast';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { defineIsland } from '../islands/island';

function ContactFormWithToasts(props: ContactFormProps) {
  return (
    <ToastProvider>
      <ContactForm {...props} />
    </ToastProvider>
  );
}

/** The contact form, with its toasts, drafts and offline sending. */
export default defineIsland('contact-form', ContactFormWithToasts);

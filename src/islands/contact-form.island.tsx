import React from 'react';
import { ToastProvider } from '../components/Toast';
import { ContactForm, type ContactFormProps } from '../sections/ContactForm';
import { defineIsland } from './island';

function ContactFormWithToasts(props: ContactFormProps) {
  return (
    <ToastProvider>
      <ContactForm {...props} />
    </ToastProvider>
  );
}

/** The contact form, with its toasts, drafts and offline sending. */
export default defineIsland('contact-form', ContactFormWithToasts);

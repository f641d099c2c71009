import React from 'react';
import { ToastProvider } from '../components/Toast';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { defineIsland } from '../islands/island';

function ContactFormWithToasts(props: ContactFormProps) {
  return (
    <ToastProvider dismissLabel={props.words.dismiss}>
      <ContactForm {...props} />
    </ToastProvider>
  );
}

/**
 * The contact form, with its toasts, drafts and offline sending. Hydrated near the screen: it is
 * the largest island, and on a phone it sits a few screens down the contact page.
 */
export default defineIsland('contact-form', ContactFormWithToasts, { hydrate: 'near-screen' });

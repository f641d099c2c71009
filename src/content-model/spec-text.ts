/**
 * Words the client's specification fixes (../shared/SPEC.md). Some also stand in content files,
 * where editors see them; the content schema refuses any other wording there, so no edit can
 * change what the specification promises.
 */
export const SPEC_TEXT = {
  learnMore: 'Learn More',
  contactUs: 'Contact Us',
  notFound: 'Oops! Page not found',
  sentTitle: 'Message Sent',
  sentText: "Thanks for reaching out! We'll get back to you soon.",
  renderError: 'Unexpected Application Error!',
  findUs: 'Find Us',
} as const;

/** The names of the services and values, in the specification's order. */
export const SPEC_NAMES = {
  coreServices: ['Fiber Optic Services', 'Cloud Computing', 'Tech Solutions'],
  additionalServices: ['Internet Service Provision', 'Network Consulting', 'Training & Support'],
  coreValues: ['Innovation', 'Reliability', 'Accessibility'],
} as const;

/** The labels of the navigation's and the footer's links (besides the 'Contact Us' button). */
export const SPEC_LINKS = {
  home: 'Home',
  about: 'About',
  services: 'Services',
  contact: 'Contact',
} as const;

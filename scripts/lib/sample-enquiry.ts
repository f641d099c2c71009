/**
 * A valid enquiry, as a visitor would send it: what the load check sends, and what the HTTP tests
 * start from (they import it through __tests__/support/enquiries.ts).
 */
export const SAMPLE_ENQUIRY = {
  firstName: 'Adaeze',
  lastName: 'Okonkwo',
  email: 'adaeze@example.com',
  phone: '+234 800 000 0000',
  subject: 'Fibre for our office',
  message: 'We need 100 Mbps in Lekki.\nCan you help?',
} as const;

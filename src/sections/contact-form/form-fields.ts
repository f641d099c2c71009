/** Reading the form's fields from the page (the form is uncontrolled: the browser holds them). */
import { ENQUIRY_FIELD_NAMES, type EnquiryField, type TypedValues } from '../../lib/enquiry-form';

/** Every named field as text, the hidden ones included: what is sent. */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return fields;
}

/** The visible fields as typed (not the spam trap), to keep as a draft or show back. */
export function typedOf(fields: Readonly<Record<string, string>>): TypedValues {
  const typed: TypedValues = {};
  for (const name of ENQUIRY_FIELD_NAMES) if (fields[name]) typed[name] = fields[name];
  return typed;
}

/** What the visitor has typed in the form's visible fields. */
export const typedFields = (form: HTMLFormElement): TypedValues => typedOf(formFields(form));

/** The same visible fields, an empty field and a missing one alike. */
export function sameTyped(a: TypedValues, b: TypedValues): boolean {
  return ENQUIRY_FIELD_NAMES.every((name) => (a[name] ?? '') === (b[name] ?? ''));
}

/** A visible field of the form, by its name. */
export function fieldOf(form: HTMLFormElement, name: EnquiryField) {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? element
    : null;
}

/** Whether a name is one of the enquiry's visible fields. */
export function isEnquiryField(name: string): name is EnquiryField {
  return (ENQUIRY_FIELD_NAMES as readonly string[]).includes(name);
}

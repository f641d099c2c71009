/**
 * The page a visitor without JavaScript gets back when their enquiry was not taken: the site's
 * own Contact page, as the build rendered it from the React components, with what went wrong at
 * the top and the form filled in again with everything they typed and an error by each field.
 * The build hands the page to the function (src/server/built-data.ts), so it is answered where
 * no built site lies beside the function (Netlify).
 *
 * Nothing here writes markup by hand: the page, its styles, ids and limits are the built page's,
 * the values and messages go in as text nodes and attributes, and parse5 does the escaping.
 * Scripts are removed: the page is answered at /api/contact, where no island has its props.
 */
import { defaultTreeAdapter, html, parse, serialize, type DefaultTreeAdapterMap } from 'parse5';
import {
  ENQUIRY_FIELD_NAMES,
  FORM_ID,
  FORM_NOTICE_ID,
  errorId,
  type FieldErrors,
  type TypedValues,
} from '../lib/enquiry-form';
import { enquiryFieldSpecs } from './enquiry-schema';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export type FormPageOptions = {
  title: string;
  lead: string;
  values: TypedValues;
  errors?: FieldErrors;
};

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  // `template` keeps its children in `content`; the pages have none.
  for (const child of [...children]) yield* elements(child);
}

const attr = (element: Element, name: string) =>
  element.attrs.find((entry) => entry.name === name)?.value;

function setAttr(element: Element, name: string, value: string): void {
  const existing = element.attrs.find((entry) => entry.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

function removeAttr(element: Element, name: string): void {
  element.attrs = element.attrs.filter((entry) => entry.name !== name);
}

const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

function setText(element: Element, text: string): void {
  element.childNodes = [];
  defaultTreeAdapter.insertText(element, text);
}

function append(
  parent: Element,
  tagName: string,
  text?: string,
  attrs: Record<string, string> = {},
) {
  const child = defaultTreeAdapter.createElement(
    tagName,
    html.NS.HTML,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );
  defaultTreeAdapter.appendChild(parent, child);
  if (text !== undefined) defaultTreeAdapter.insertText(child, text);
  return child;
}

/** Everything that would run or fetch code: the page is given back as plain HTML. */
function isScriptOrPreload(element: Element): boolean {
  if (element.tagName === 'script') return true;
  if (element.tagName !== 'link') return false;
  const rel = attr(element, 'rel') ?? '';
  return /\b(preload|modulepreload|prefetch)\b/.test(rel);
}

/** The built Contact page as the function keeps it: without anything that runs or loads code. */
export function withoutScripts(page: string): string {
  const document = parse(page);
  for (const element of [...elements(document)]) {
    if (isScriptOrPreload(element)) defaultTreeAdapter.detachNode(element);
  }
  return serialize(document);
}

/** Fills the built Contact page in. Null when `page` is not the page this expects. */
export function fillContactPage(page: string, options: FormPageOptions): string | null {
  const document = parse(withoutScripts(page));
  const all = [...elements(document)];
  const form = all.find((element) => attr(element, 'id') === FORM_ID);
  const notice = all.find((element) => attr(element, 'id') === FORM_NOTICE_ID);
  if (!form || !notice) return null;
  const title = all.find((element) => element.tagName === 'title');
  if (title) setText(title, `${options.title} | ${textOf(title)}`);

  notice.childNodes = [];
  removeAttr(notice, 'hidden');
  append(append(notice, 'p'), 'strong', options.title);
  const lead = append(notice, 'p', `${options.lead} `);
  append(lead, 'a', 'Go to your message', { href: `#${FORM_ID}` });

  const controls = [...elements(form)];
  for (const name of ENQUIRY_FIELD_NAMES) {
    const control = controls.find((element) => attr(element, 'name') === name);
    if (!control) return null;
    const value = options.values[name] ?? '';
    // An HTML parser drops one line break right after <textarea>; parse5 does not write an extra
    // one, so a message that starts with a blank line would lose it.
    if (control.tagName === 'textarea')
      setText(control, value.startsWith('\n') ? `\n${value}` : value);
    else setAttr(control, 'value', value);

    const message = options.errors?.[name];
    if (!message) continue;
    const slot = controls.find((element) => attr(element, 'id') === errorId(name));
    if (!slot) return null;
    setText(slot, message);
    removeAttr(slot, 'hidden');
    setAttr(control, 'aria-invalid', 'true');
    setAttr(control, 'aria-describedby', errorId(name));
  }
  return serialize(document);
}

/**
 * When the built page cannot be read: the notice and what the visitor typed, as plain text they
 * can copy, and the way back to the Contact page.
 */
function plainPage(options: FormPageOptions): string {
  const document = parse(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title></title></head><body><main></main></body></html>',
  );
  const all = [...elements(document)];
  const title = all.find((element) => element.tagName === 'title');
  const main = all.find((element) => element.tagName === 'main');
  if (!title || !main) throw new Error('The fallback page lost its skeleton.');
  setText(title, options.title);
  append(main, 'h1', options.title);
  append(main, 'p', options.lead);
  const list = append(main, 'dl');
  for (const { name, label } of enquiryFieldSpecs()) {
    const value = options.values[name];
    if (!value) continue;
    append(list, 'dt', label);
    append(append(list, 'dd'), 'pre', value);
  }
  append(append(main, 'p'), 'a', 'Back to the contact page', { href: '/contact/' });
  return serialize(document);
}

/**
 * The page for a visitor without JavaScript: the built Contact page filled in, or, where the
 * function was given none (a development server), a plain page with what they typed.
 */
export function formPage(options: FormPageOptions, contactPage: string | null): string {
  if (contactPage) {
    const filled = fillContactPage(contactPage, options);
    if (filled) return filled;
    console.error('The built Contact page has no contact form to fill in; answering a plain page.');
  }
  return plainPage(options);
}

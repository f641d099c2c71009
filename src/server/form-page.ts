/**
 * The page a visitor without JavaScript gets back when their form was not taken (an enquiry, a
 * waitlist sign-up): the site's own page of that form, as the build rendered it from the React
 * components, with what went wrong at the top and the form filled in again with everything they
 * typed and an error by each field. The build hands the page to the function
 * (src/server/built-data.ts), so it is answered where no built site lies beside the function
 * (Netlify).
 *
 * Nothing here writes markup by hand: the page, its styles, ids and limits are the built page's,
 * the values and messages go in as text nodes and attributes, and parse5 does the escaping.
 * Scripts are removed: the page is answered at /api/…, where no island has its props.
 */
import { defaultTreeAdapter, html, parse, serialize, type DefaultTreeAdapterMap } from 'parse5';
import {
  CHECKED_VALUE,
  type FieldErrors,
  type FieldSpec,
  type TypedValues,
} from '../lib/form-fields';

/** Which form of a built page to fill in, and how its parts are found. */
export type FormShape<Name extends string> = {
  formId: string;
  /** The element, hidden until then, that says what went wrong. */
  noticeId: string;
  /** The form's fields, in order: their names, labels and controls. */
  specs: readonly FieldSpec<Name>[];
  /** The id of the element that holds a field's error. */
  errorId: (name: Name) => string;
  /** The notice's link down to the form: "Go to your message". */
  goToLabel: string;
  /** Where the plain page (when the built one cannot be read) leads back to. */
  back: { href: string; label: string };
  /**
   * The language of a field's error, when the page's (its wrapper says English): the endpoint
   * words errors in the page's language where translated.
   */
  errorLang?: (message: string) => string | undefined;
};

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * The language of the notice's title, text and link, each where it is the page's (the page
 * wrapper says English): the endpoint words them in the page's language where translated.
 */
export type FormPageLangs = { title?: string; lead?: string; goTo?: string };

export type FormPageOptions<Name extends string> = {
  title: string;
  lead: string;
  langs?: FormPageLangs;
  /** The next step, linked after the lead in place of the link down to the form. */
  next?: { href: string; label: string; lang?: string };
  values: TypedValues<Name>;
  errors?: FieldErrors<Name>;
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

/** A built page as a function keeps it: without anything that runs or loads code. */
export function withoutScripts(page: string): string {
  const document = parse(page);
  for (const element of [...elements(document)]) {
    if (isScriptOrPreload(element)) defaultTreeAdapter.detachNode(element);
  }
  return serialize(document);
}

/** Puts what was typed back into a field's control(s): text, a ticked box, a chosen option. */
function fill(controls: Element[], spec: FieldSpec, value: string): void {
  for (const control of controls) {
    if (spec.control === 'radio' || spec.control === 'checkbox') {
      const chosen =
        spec.control === 'radio' ? attr(control, 'value') === value : value === CHECKED_VALUE;
      if (chosen) setAttr(control, 'checked', '');
      else removeAttr(control, 'checked');
    } else if (control.tagName === 'textarea') {
      // An HTML parser drops one line break right after <textarea>; parse5 does not write an
      // extra one, so a message that starts with a blank line would lose it.
      setText(control, value.startsWith('\n') ? `\n${value}` : value);
    } else {
      setAttr(control, 'value', value);
    }
  }
}

/** Fills the built page of a form in. Null when `page` is not the page this expects. */
export function fillFormPage<Name extends string>(
  page: string,
  shape: FormShape<Name>,
  options: FormPageOptions<Name>,
): string | null {
  const document = parse(withoutScripts(page));
  const all = [...elements(document)];
  const form = all.find((element) => attr(element, 'id') === shape.formId);
  const notice = all.find((element) => attr(element, 'id') === shape.noticeId);
  if (!form || !notice) return null;
  const title = all.find((element) => element.tagName === 'title');
  if (title) setText(title, `${options.title} | ${textOf(title)}`);

  notice.childNodes = [];
  removeAttr(notice, 'hidden');
  const langs = options.langs ?? {};
  const inLang = (lang: string | undefined): Record<string, string> => (lang ? { lang } : {});
  append(append(notice, 'p'), 'strong', options.title, inLang(langs.title));
  const lead = append(notice, 'p');
  append(lead, 'span', options.lead, inLang(langs.lead));
  defaultTreeAdapter.insertText(lead, ' ');
  const { next } = options;
  if (next) append(lead, 'a', next.label, { href: next.href, ...inLang(next.lang) });
  else append(lead, 'a', shape.goToLabel, { href: `#${shape.formId}`, ...inLang(langs.goTo) });

  const inForm = [...elements(form)];
  for (const spec of shape.specs) {
    const { name } = spec;
    const controls = inForm.filter(
      (element) =>
        attr(element, 'name') === name && ['input', 'textarea'].includes(element.tagName),
    );
    if (controls.length === 0) return null;
    fill(controls, spec, options.values[name] ?? '');

    const message = options.errors?.[name];
    if (!message) continue;
    const slot = inForm.find((element) => attr(element, 'id') === shape.errorId(name));
    if (!slot) return null;
    setText(slot, message);
    removeAttr(slot, 'hidden');
    const lang = shape.errorLang?.(message);
    if (lang) setAttr(slot, 'lang', lang);
    for (const control of controls) {
      setAttr(control, 'aria-invalid', 'true');
      setAttr(control, 'aria-describedby', shape.errorId(name));
    }
  }
  return serialize(document);
}

/** A page of its own with a heading and a paragraph, and the page's <main> to add to. */
function simplePage(title: string, text: string, lang = 'en') {
  const document = parse(
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title></title><style>body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#101b2d}main{max-width:36rem;margin:0 auto;padding:2rem 1rem}button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1.25rem;border:0;border-radius:6px;background:#067647;color:#fff;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #1c4275;outline-offset:2px}a{color:#1c4275}</style></head><body><main></main></body></html>',
  );
  const all = [...elements(document)];
  const titleElement = all.find((element) => element.tagName === 'title');
  const main = all.find((element) => element.tagName === 'main');
  if (!titleElement || !main) throw new Error('The plain page lost its skeleton.');
  const html = all.find((element) => element.tagName === 'html');
  if (html) setAttr(html, 'lang', lang);
  setText(titleElement, title);
  append(main, 'h1', title);
  append(main, 'p', text);
  return { document, main };
}

/** A plain page that says one thing, with a link on: for answers no built page has. */
export function messagePage(
  title: string,
  text: string,
  link: { href: string; label: string },
  {
    lang = 'en',
    button,
  }: {
    lang?: string;
    /** A form with one button that posts to `action` (a step a link must not take alone). */
    button?: { action: string; label: string };
  } = {},
) {
  const { document, main } = simplePage(title, text, lang);
  if (button) {
    const form = append(main, 'form', undefined, { method: 'post', action: button.action });
    append(form, 'button', button.label, { type: 'submit' });
  }
  append(append(main, 'p'), 'a', link.label, { href: link.href });
  return serialize(document);
}

/**
 * When the built page cannot be read: the notice and what the visitor typed, as plain text they
 * can copy, and the way back to the form's page.
 */
function plainPage<Name extends string>(
  shape: FormShape<Name>,
  options: FormPageOptions<Name>,
): string {
  const { document, main } = simplePage(options.title, options.lead);
  if (options.next) append(append(main, 'p'), 'a', options.next.label, { href: options.next.href });
  const list = append(main, 'dl');
  for (const { name, label } of shape.specs) {
    const value = options.values[name];
    if (!value) continue;
    append(list, 'dt', label);
    append(append(list, 'dd'), 'pre', value);
  }
  append(append(main, 'p'), 'a', shape.back.label, { href: shape.back.href });
  return serialize(document);
}

/**
 * The page for a visitor without JavaScript: the built page of the form filled in, or, where the
 * function was given none (a development server), a plain page with what they typed.
 */
export function formPage<Name extends string>(
  shape: FormShape<Name>,
  options: FormPageOptions<Name>,
  builtPage: string | null,
): string {
  if (builtPage) {
    const filled = fillFormPage(builtPage, shape, options);
    if (filled) return filled;
    console.error(
      `The built page has no form #${shape.formId} to fill in; answering a plain page.`,
    );
  }
  return plainPage(shape, options);
}

/**
 * The one way build code and scripts read HTML: parse5, the parser the HTML standard describes
 * (the contact function's page uses it too). Edits to a built page are made at the offsets parse5
 * reports, so everything else in the file stays byte for byte as Gatsby wrote it.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

export type HtmlNode = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];
export type HtmlDocument = DefaultTreeAdapterMap['document'];

/** A whole document, with where each element starts and ends in the source. */
export function parseHtml(html: string): HtmlDocument {
  return parse(html, { sourceCodeLocationInfo: true });
}

const isElement = (node: HtmlNode): node is HtmlElement => 'tagName' in node;

/** Every element under `root`, in document order, <template> contents included. */
export function elements(root: HtmlNode, tagName?: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (node: HtmlNode) => {
    if (isElement(node) && (!tagName || node.tagName === tagName)) found.push(node);
    const children = 'childNodes' in node ? node.childNodes : [];
    for (const child of children) visit(child);
    if (isElement(node) && node.tagName === 'template' && 'content' in node) visit(node.content);
  };
  visit(root);
  return found;
}

/** An attribute's value (names are lower case once parsed), or undefined. */
export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The text inside an element (for a <script>, its source as the browser runs and hashes it). */
export function textContent(node: HtmlNode): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.map(textContent).join('');
}

export type Edit = { start: number; end: number; text: string };

/** Applies edits made at source offsets (none overlapping), from the last to the first. */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  return [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce(
      (text, edit) => `${text.slice(0, edit.start)}${edit.text}${text.slice(edit.end)}`,
      html,
    );
}

/**
 * @jest-environment node
 *
 * The content editor's page (src/bundling/editor.ts). The bundle itself is built by every build
 * and tried in Chromium by the editor's browser test (__tests__/e2e/cms.spec.ts).
 */
import { parse } from 'parse5';
import { EDITOR_URL, editorPage } from '../../../src/bundling/editor';
import { attribute, elements } from '../../../src/site-files/html';

describe('the editor’s page', () => {
  const page = parse(editorPage());

  it('is in English, with a standard doctype, kept out of search engines', () => {
    expect(editorPage().startsWith('<!DOCTYPE html>')).toBe(true);
    expect(attribute(elements(page, 'html')[0]!, 'lang')).toBe('en');
    const robots = elements(page, 'meta').find((meta) => attribute(meta, 'name') === 'robots');
    expect(robots && attribute(robots, 'content')).toBe('none');
  });

  it('loads the editor as one module script from /admin', () => {
    const scripts = elements(page, 'script');
    expect(scripts.map((script) => [attribute(script, 'type'), attribute(script, 'src')])).toEqual([
      ['module', `${EDITOR_URL}/cms.js`],
    ]);
  });
});

/**
 * @jest-environment node
 *
 * The islands' scripts, built for real with esbuild (src/bundling/islands.ts), and what a page is
 * given to load (src/bundling/page-scripts.tsx).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { islandFiles, islandNames } from '../../../src/bundling/island-files';
import {
  EVERY_PAGE_ISLANDS,
  buildIslands,
  type IslandManifest,
} from '../../../src/bundling/islands';
import {
  SPECULATION_RULES,
  isGatsbyRuntimeHint,
  isSiteScript,
  islandScripts,
  islandsIn,
  speculationRules,
} from '../../../src/bundling/page-scripts';

const ROOT = path.resolve(__dirname, '../../..');
let publicDir: string;
let manifest: IslandManifest;

const read = (url: string) => readFileSync(path.join(publicDir, url), 'utf8');
const sharedFile = () => manifest['menu-toggle']!.imports[0]!;
/** styled-components' browser code names the attribute of its style elements. */
const STYLED_COMPONENTS = 'data-styled';

beforeAll(async () => {
  publicDir = mkdtempSync(path.join(tmpdir(), 'islands-'));
  manifest = await buildIslands(ROOT, publicDir);
}, 60_000);

afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

describe('the islands’ scripts', () => {
  it('are one per island, named after its file', async () => {
    expect(Object.keys(manifest).sort()).toEqual(islandNames(ROOT));
    for (const name of islandNames(ROOT)) {
      const island = (
        (await import(path.join(ROOT, islandFiles(ROOT)[name]!))) as {
          default: { island: string };
        }
      ).default;
      expect(island.island).toBe(name);
      expect(manifest[name]!.file).toMatch(new RegExp(`^/islands/${name}-[A-Z0-9]+\\.js$`));
    }
  });

  it('share one file, which every island imports and none repeats', () => {
    const shared = sharedFile();
    expect(shared).toMatch(/^\/islands\/shared-[A-Z0-9]+\.js$/);
    for (const [name, entry] of Object.entries(manifest)) {
      expect({ name, shared: entry.imports[0] }).toEqual({ name, shared });
      expect(read(entry.file)).toContain(shared);
      // Preact is in the shared file only.
      expect({ name, preact: entry.modules.filter((file) => file.includes('/preact/')) }).toEqual({
        name,
        preact: [],
      });
    }
    expect(read(shared)).toContain('__H');
  });

  it('keep styled-components out of pages whose islands are only the layout’s', () => {
    for (const name of EVERY_PAGE_ISLANDS) {
      expect(read(manifest[name]!.file)).not.toContain(STYLED_COMPONENTS);
    }
    expect(read(sharedFile())).not.toContain(STYLED_COMPONENTS);
    expect(read(manifest.coverage!.file)).toContain(STYLED_COMPONENTS);
  });

  it('load the toasts’ code only when a toast is shown', () => {
    const form = read(manifest['contact-form']!.file);
    expect(form).not.toContain('SnackbarProvider');
    expect(form).toMatch(/import\("\.\/chunk-[A-Z0-9]+\.js"\)/);
  });
});

describe('a page’s scripts', () => {
  const html = (element: React.ReactElement) => renderToStaticMarkup(element);

  it('are those of the islands in its body, in order, with the shared file preloaded', () => {
    const body =
      '<header><div data-island="menu-toggle" data-props="{}"></div></header><main><div data-island="coverage" data-props="{}"></div></main><div data-island="menu-toggle"></div>';
    expect(islandsIn(body)).toEqual(['menu-toggle', 'coverage']);
    const scripts = islandScripts(islandsIn(body), manifest, '/services/');
    expect(html(<>{scripts.head}</>)).toBe(
      [...new Set([...manifest['menu-toggle']!.imports, ...manifest.coverage!.imports])]
        .map((href) => `<link rel="modulepreload" href="${href}" fetchPriority="low"/>`)
        .join(''),
    );
    expect(html(<>{scripts.body}</>)).toBe(
      `<script type="module" src="${manifest['menu-toggle']!.file}" fetchPriority="low"></script><script type="module" src="${manifest.coverage!.file}" fetchPriority="low"></script>`,
    );
    expect(scripts.body.every(isSiteScript)).toBe(true);
  });

  it('stop the build for an island without a script', () => {
    expect(() => islandScripts(['menu-toggle', 'map'], manifest, '/contact/')).toThrow(
      '/contact/: the page has the island "map", but no script was built for it (no <Component>.island.tsx defines it)',
    );
  });

  it('stop the build when two islands on a page would carry the same module', () => {
    const twice: IslandManifest = {
      ...manifest,
      coverage: { ...manifest.coverage!, modules: ['src/lib/shared-by-accident.ts'] },
      'contact-form': { ...manifest['contact-form']!, modules: ['src/lib/shared-by-accident.ts'] },
    };
    expect(() => islandScripts(['coverage', 'contact-form'], twice, '/x/')).toThrow(
      '/x/: the islands "coverage" and "contact-form" both carry src/lib/shared-by-accident.ts',
    );
  });

  it('include speculation rules for the site’s own pages, not the editor or the endpoint', () => {
    const element = speculationRules();
    expect(isSiteScript(element)).toBe(true);
    expect(html(element)).toBe(
      `<script type="speculationrules">${JSON.stringify(SPECULATION_RULES)}</script>`,
    );
    const rule = SPECULATION_RULES.prerender[0]!;
    expect(rule.eagerness).toBe('moderate');
    expect(JSON.stringify(rule.where)).toContain('/admin/*');
    expect(JSON.stringify(rule.where)).toContain('/api/*');
  });

  it('leave out Gatsby’s runtime hints, and keep the page’s own head', () => {
    expect(isGatsbyRuntimeHint(<link rel="preload" as="script" href="/app-1.js" />)).toBe(true);
    expect(isGatsbyRuntimeHint(<link rel="preload" as="fetch" href="/page-data/x.json" />)).toBe(
      true,
    );
    expect(isGatsbyRuntimeHint(<link rel="canonical" href="https://example.org/" />)).toBe(false);
    expect(isGatsbyRuntimeHint(<script type="application/ld+json">{'{}'}</script>)).toBe(false);
    expect(isSiteScript(<script src="/app-1.js" async />)).toBe(false);
  });
});

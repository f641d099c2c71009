/**
 * @jest-environment node
 *
 * The islands' scripts, built for real with esbuild (src/bundling/islands.ts), and what a page is
 * given to load (src/bundling/page-scripts.tsx).
 */
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { islandFiles, islandNames } from '../../../src/bundling/island-files';
import { buildIslands, type IslandManifest } from '../../../src/bundling/islands';
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
const manifestFile = () => path.join(publicDir, 'manifest.json');
/** Every script a page with these islands loads before they run. */
const loaded = (...names: string[]) => [
  ...new Set(names.flatMap((name) => [manifest[name]!.file, ...manifest[name]!.imports])),
];
/** Every file the build wrote, as a URL. */
const written = () =>
  readdirSync(path.join(publicDir, 'islands')).map((file) => `/islands/${file}`);
/** styled-components' browser code names the attribute of its style elements. */
const STYLED_COMPONENTS = 'data-styled';
/** Preact's hooks keep their state under this name. */
const PREACT_HOOKS = '__H';
/** The islands the layout puts on every page: the menu toggle and the footer's year. */
const LAYOUT_ISLANDS = ['menu-toggle', 'current-year'];

beforeAll(async () => {
  publicDir = mkdtempSync(path.join(tmpdir(), 'islands-'));
  manifest = await buildIslands(ROOT, publicDir, manifestFile());
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

  it('carry Preact in one file, which every island imports: a module is written once', () => {
    const withPreact = written().filter((url) => read(url).includes(PREACT_HOOKS));
    expect(withPreact).toHaveLength(1);
    for (const name of islandNames(ROOT)) {
      expect({ name, preact: manifest[name]!.imports.includes(withPreact[0]!) }).toEqual({
        name,
        preact: true,
      });
    }
  });

  it('keep styled-components out of pages whose islands are only the layout’s', () => {
    for (const url of loaded(...LAYOUT_ISLANDS)) expect(read(url)).not.toContain(STYLED_COMPONENTS);
    expect(loaded('coverage').some((url) => read(url).includes(STYLED_COMPONENTS))).toBe(true);
  });

  it('are listed in the manifest file the page renderer reads', () => {
    expect(JSON.parse(readFileSync(manifestFile(), 'utf8'))).toEqual(manifest);
  });

  it('stop the build when an island imports Gatsby’s runtime, naming the island', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'islands-root-'));
    try {
      symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
      mkdirSync(path.join(root, 'src/components'), { recursive: true });
      mkdirSync(path.join(root, 'src/sections'));
      symlinkSync(path.join(ROOT, 'src/islands'), path.join(root, 'src/islands'));
      writeFileSync(
        path.join(root, 'src/components/HomeLink.island.tsx'),
        [
          "import { Link } from 'gatsby';",
          "import { defineIsland } from '../islands/island';",
          'export default defineIsland(\'home-link\', () => <Link to="/">Home</Link>);',
        ].join('\n'),
      );
      await expect(
        buildIslands(root, path.join(root, 'public'), path.join(root, 'manifest.json')),
      ).rejects.toThrow(
        /HomeLink\.island\.tsx imports "gatsby": islands run without Gatsby's runtime/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('load the toasts’ code only when a toast is shown', () => {
    const form = read(manifest['contact-form']!.file);
    expect(form).not.toContain('SnackbarProvider');
    expect(form).toMatch(/import\("\.\/chunk-[A-Z0-9]+\.js"\)/);
  });
});

describe('a page’s scripts', () => {
  const html = (element: React.ReactElement) => renderToStaticMarkup(element);

  it('are those of the islands in its body, in order, with the chunks they import preloaded', () => {
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

/**
 * The islands' browser code, bundled at build time (Node). Public pages load no Gatsby runtime:
 * each interactive part of a page is an island (src/islands/island.tsx), and each island gets a
 * script of its own, built here with esbuild from the same components the server renders, with
 * React swapped for Preact (preact/compat). gatsby-node.ts runs this before the pages are
 * rendered; gatsby-ssr.tsx then gives each page the scripts of the islands it has, from the
 * manifest written here.
 *
 * One esbuild run with code splitting. Output, in public/islands/ (every name carries a content
 * hash, so it is cached for a year):
 * - `<island>-<hash>.js`: one per island, only the island's own code;
 * - `chunk-<hash>.js`: code two islands or more share (Preact and the island runtime are in one
 *   every page loads), and code an island loads on demand (the toasts' notistack). A module is in
 *   one file only, so no page loads it twice, and a page loads only the chunks its islands import.
 *
 * Class names must match the server's: styled-components' Babel plugin runs on the sources here
 * with the options Gatsby's build uses (STYLED_COMPONENTS_OPTIONS), so each styled component gets
 * the same id and the same class as in the page's HTML. The islands' styled-components is told
 * which of those classes the page's styles already hold, rather than inserting the server's styles
 * again (src/islands/server-styles.ts).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { ISLAND_MANIFEST_FILE, ISLAND_RUNTIME_DIR, ISLANDS_URL, islandFiles } from './island-files';
import { STYLED_COMPONENTS_OPTIONS } from './styled-components-options';

export type IslandScripts = {
  /** The island's own script. */
  file: string;
  /** The shared chunks it imports before it runs, to preload beside it. */
  imports: string[];
};
export type IslandManifest = Record<string, IslandScripts>;

const ENTRY_NAMESPACE = 'island-entry';

/** React, as the components import it, served by Preact in the browser. */
const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
};

/** Runs styled-components' Babel plugin on the site's own sources that use it. */
function styledComponentsIds(root: string): Plugin {
  return {
    name: 'styled-components-ids',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!args.path.startsWith(path.join(root, 'src') + path.sep)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('styled-components')) return undefined;
        const result = await transformAsync(source, {
          filename: args.path,
          babelrc: false,
          configFile: false,
          parserOpts: { plugins: ['jsx', 'typescript'] },
          plugins: [
            ['babel-plugin-styled-components', { ...STYLED_COMPONENTS_OPTIONS, ssr: true }],
          ],
          retainLines: true,
        });
        return { contents: result?.code ?? source, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * The islands import styled-components through src/islands/styled-components.ts, which tells it
 * first which classes the page's server-rendered styles already hold.
 */
function styledComponentsTakeOver(root: string): Plugin {
  const runtime = path.join(root, ISLAND_RUNTIME_DIR, 'styled-components.ts');
  return {
    name: 'styled-components-take-over',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^styled-components$/ }, (args) =>
        args.importer === runtime ? undefined : { path: runtime },
      );
    },
  };
}

/** Islands must not pull in Gatsby's runtime. */
const noGatsby: Plugin = {
  name: 'no-gatsby',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^gatsby($|\/)/ }, (args) => ({
      errors: [
        {
          text: `${path.relative(process.cwd(), args.importer)} imports "${args.path}": islands run without Gatsby's runtime. Use a plain <a href> for links and take data as props.`,
        },
      ],
    }));
  },
};

/** One virtual entry per island: import it and hydrate it. */
function islandEntries(root: string, files: Record<string, string>): Plugin {
  return {
    name: 'island-entries',
    setup(esbuild) {
      esbuild.onResolve({ filter: new RegExp(`^${ENTRY_NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(ENTRY_NAMESPACE.length + 1),
        namespace: ENTRY_NAMESPACE,
      }));
      esbuild.onLoad({ filter: /.*/, namespace: ENTRY_NAMESPACE }, (args) => ({
        contents: [
          `import island from ${JSON.stringify(path.join(root, files[args.path] ?? args.path))};`,
          `import { hydrateIslands } from ${JSON.stringify(path.join(root, ISLAND_RUNTIME_DIR, 'hydrate'))};`,
          'void hydrateIslands(island);',
        ].join('\n'),
        resolveDir: root,
        loader: 'ts',
      }));
    },
  };
}

function commonOptions(root: string): BuildOptions {
  return {
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020'],
    jsx: 'automatic',
    alias: PREACT_ALIASES,
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  };
}

/** The file an esbuild output path names, as a URL under ISLANDS_URL. */
const urlOf = (root: string, outdir: string, output: string) =>
  `${ISLANDS_URL}/${path.relative(outdir, path.resolve(root, output)).split(path.sep).join('/')}`;

/** Every output an output needs before it runs: what it imports statically, and what those do. */
function staticImports(metafile: Metafile, output: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external || seen.has(imported.path)) {
        continue;
      }
      seen.add(imported.path);
      visit(imported.path);
    }
  };
  visit(output);
  return [...seen].sort();
}

/**
 * Builds every island's script into `<publicDir>/islands` in one esbuild run with code splitting,
 * and writes which scripts each island needs to `manifestFile` (by default the one gatsby-ssr.tsx
 * reads).
 */
export async function buildIslands(
  root: string,
  publicDir: string,
  manifestFile = path.resolve(root, ISLAND_MANIFEST_FILE),
): Promise<IslandManifest> {
  const files = islandFiles(root);
  const names = Object.keys(files).sort();
  const outdir = path.join(publicDir, ISLANDS_URL.slice(1));
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    ...commonOptions(root),
    entryPoints: Object.fromEntries(names.map((name) => [name, `${ENTRY_NAMESPACE}:${name}`])),
    outdir,
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    plugins: [
      islandEntries(root, files),
      styledComponentsIds(root),
      styledComponentsTakeOver(root),
      noGatsby,
    ],
  });
  const manifest: IslandManifest = {};
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint?.startsWith(`${ENTRY_NAMESPACE}:`)) continue;
    manifest[meta.entryPoint.slice(ENTRY_NAMESPACE.length + 1)] = {
      file: urlOf(root, outdir, output),
      imports: staticImports(result.metafile, output).map((file) => urlOf(root, outdir, file)),
    };
  }
  const missing = names.filter((name) => !manifest[name]);
  if (missing.length > 0)
    throw new Error(`Islands: no script was written for ${missing.join(', ')}`);
  await mkdir(path.dirname(manifestFile), { recursive: true });
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

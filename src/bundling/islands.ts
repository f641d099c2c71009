/**
 * The islands' browser code (build time). Public pages load no Gatsby runtime: each interactive
 * part of a page is an island (src/islands/island.tsx), and each island gets a script of its own,
 * built here with esbuild from the same components the server renders, with React swapped for
 * Preact (preact/compat). gatsby-node.ts runs this before the pages are rendered; gatsby-ssr.tsx
 * then gives each page the scripts of the islands it has.
 *
 * Output, in public/islands/ (every name carries a content hash, so it is cached for a year):
 * - `shared-<hash>.js`: what the layout's islands share with the others (Preact, the island
 *   runtime, shared components), in one file every page loads and caches (EVERY_PAGE_ISLANDS);
 * - `<island>-<hash>.js`: one per island, only the island's own code;
 * - `chunk-<hash>.js`: code an island loads on demand (the toasts' notistack).
 *
 * Class names must match the server's: styled-components' Babel plugin runs on the sources here
 * with the options Gatsby's build uses (STYLED_COMPONENTS_OPTIONS), so each styled component gets
 * the same id and the same class as in the page's HTML.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { ISLAND_RUNTIME_DIR, ISLANDS_URL, islandFiles } from './island-files';
import { STYLED_COMPONENTS_OPTIONS } from './styled-components-options';

export type IslandScripts = {
  /** The island's own script. */
  file: string;
  /** Scripts it imports, to preload beside it (the shared file). */
  imports: string[];
  /** The modules in its own script (none of them in the shared file). */
  modules: string[];
};
export type IslandManifest = Record<string, IslandScripts>;

const ENTRY_NAMESPACE = 'island-entry';
const SHARED_NAMESPACE = 'island-shared';
const SHARED_SPECIFIER = 'island:shared';

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
          'hydrateIslands(island);',
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

/** Every module an entry reaches through static imports (what it needs before it can run). */
function staticClosure(metafile: Metafile, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.inputs[file]?.imports ?? []) {
      if (imported.kind !== 'dynamic-import' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  return seen;
}

type SharedPlan = {
  /** Modules a layout island shares with another island: built into the shared file. */
  shared: Set<string>;
  /** The shared modules an island's own code imports: the shared file exports each of these. */
  boundary: string[];
};

/**
 * The islands every page has (the layout's): what one of them shares with any other island goes
 * into the shared file. What only page-specific islands share (the coverage search and the form
 * both use styled-components, on different pages) stays in each of them, so a page with only the
 * menu does not load it; gatsby-ssr.tsx stops the build if two islands on one page carry the same
 * module.
 */
export const EVERY_PAGE_ISLANDS = ['current-year', 'menu-toggle'];

/** Works out which modules go to the shared file, from a first build of every island. */
function planShared(metafile: Metafile, names: string[]): SharedPlan {
  const closures = new Map(
    names.map((name) => [name, staticClosure(metafile, `${ENTRY_NAMESPACE}:${name}`)]),
  );
  const shared = new Set<string>();
  for (const [name, closure] of closures) {
    if (!EVERY_PAGE_ISLANDS.includes(name)) continue;
    for (const [other, otherClosure] of closures) {
      if (other === name) continue;
      for (const file of closure) if (otherClosure.has(file)) shared.add(file);
    }
  }
  for (const name of names) shared.delete(`${ENTRY_NAMESPACE}:${name}`);
  const boundary = new Set<string>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    if (shared.has(file)) continue;
    for (const imported of input.imports) {
      if (shared.has(imported.path)) boundary.add(imported.path);
    }
  }
  return { shared, boundary: [...boundary].sort() };
}

/** The names a module exports, from a build of it on its own. */
async function exportNames(root: string, files: string[]): Promise<Map<string, string[]>> {
  const result = await build({
    ...commonOptions(root),
    entryPoints: files,
    outdir: 'out',
    splitting: true,
    write: false,
    metafile: true,
    plugins: [styledComponentsIds(root), noGatsby],
  });
  const names = new Map<string, string[]>();
  for (const output of Object.values(result.metafile.outputs)) {
    if (output.entryPoint) names.set(output.entryPoint, output.exports);
  }
  return names;
}

const namespaceOf = (index: number) => `m${index}`;

/**
 * In an island's own build, a shared module is replaced by its exports from the shared file, so
 * the island's script carries none of the shared code.
 */
function fromSharedFile(
  root: string,
  boundary: string[],
  exportsOf: Map<string, string[]>,
  sharedUrl: string,
): Plugin {
  const index = new Map(boundary.map((file, position) => [file, position]));
  return {
    name: 'from-shared-file',
    setup(esbuild) {
      esbuild.onResolve({ filter: new RegExp(`^${SHARED_SPECIFIER}$`) }, () => ({
        path: sharedUrl,
        external: true,
      }));
      esbuild.onLoad({ filter: /.*/ }, (args) => {
        const file = path.relative(root, args.path);
        const position = index.get(file);
        if (position === undefined) return undefined;
        const names = exportsOf.get(file) ?? [];
        const named = names.filter((name) => name !== 'default');
        return {
          contents: [
            `import { ${namespaceOf(position)} as shared } from ${JSON.stringify(SHARED_SPECIFIER)};`,
            names.includes('default') ? 'export default shared.default;' : '',
            named.length > 0 ? `export const { ${named.join(', ')} } = shared;` : '',
          ].join('\n'),
          loader: 'js',
          resolveDir: root,
        };
      });
    },
  };
}

function sharedEntry(root: string, boundary: string[]): Plugin {
  return {
    name: 'shared-entry',
    setup(esbuild) {
      esbuild.onResolve({ filter: new RegExp(`^${SHARED_NAMESPACE}$`) }, () => ({
        path: 'shared',
        namespace: SHARED_NAMESPACE,
      }));
      esbuild.onLoad({ filter: /.*/, namespace: SHARED_NAMESPACE }, () => ({
        contents: boundary
          .map(
            (file, position) =>
              `export * as ${namespaceOf(position)} from ${JSON.stringify(path.resolve(root, file))};`,
          )
          .join('\n'),
        resolveDir: root,
        loader: 'js',
      }));
    },
  };
}

/** The file an esbuild output path names, as a URL under ISLANDS_URL. */
const urlOf = (root: string, outdir: string, output: string) =>
  `${ISLANDS_URL}/${path.relative(outdir, path.resolve(root, output)).split(path.sep).join('/')}`;

/**
 * Builds every island's script into `<publicDir>/islands`, and returns which scripts each
 * island needs.
 */
export async function buildIslands(root: string, publicDir: string): Promise<IslandManifest> {
  const files = islandFiles(root);
  const names = Object.keys(files).sort();
  const outdir = path.join(publicDir, ISLANDS_URL.slice(1));
  const entryPoints = names.map((name) => `${ENTRY_NAMESPACE}:${name}`);
  const plugins = [islandEntries(root, files), styledComponentsIds(root), noGatsby];

  // 1. Which modules more than one island needs.
  const survey = await build({
    ...commonOptions(root),
    entryPoints,
    outdir,
    splitting: true,
    write: false,
    metafile: true,
    plugins,
  });
  const { shared, boundary } = planShared(survey.metafile, names);

  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });

  // 2. The shared file.
  const sharedBuild = await build({
    ...commonOptions(root),
    entryPoints: { shared: SHARED_NAMESPACE },
    outdir,
    entryNames: '[name]-[hash]',
    metafile: true,
    plugins: [sharedEntry(root, boundary), styledComponentsIds(root), noGatsby],
  });
  const sharedOutput = Object.keys(sharedBuild.metafile.outputs).find((file) =>
    file.endsWith('.js'),
  );
  if (!sharedOutput) throw new Error('Islands: the shared file was not written');
  const sharedUrl = urlOf(root, outdir, sharedOutput);

  // 3. Each island's own script.
  const exportsOf = await exportNames(root, boundary);
  // One build per island, so that no two islands share a file besides the shared one; its
  // splitting is for what the island loads on demand.
  const manifest: IslandManifest = {};
  for (const [index, name] of names.entries()) {
    const result = await build({
      ...commonOptions(root),
      entryPoints: { [name]: entryPoints[index] as string },
      outdir,
      splitting: true,
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      metafile: true,
      plugins: [fromSharedFile(root, boundary, exportsOf, sharedUrl), ...plugins],
    });
    const [output, meta] =
      Object.entries(result.metafile.outputs).find(([, entry]) => entry.entryPoint) ?? [];
    if (!output || !meta) throw new Error(`Islands: ${name} was not written`);
    const own = Object.keys(meta.inputs).filter((file) => !file.startsWith(`${ENTRY_NAMESPACE}:`));
    const duplicated = own.filter((file) => shared.has(file) && !boundary.includes(file));
    if (duplicated.length > 0) {
      throw new Error(`Islands: ${name} carries shared code (${duplicated.join(', ')})`);
    }
    manifest[name] = {
      file: urlOf(root, outdir, output),
      imports: [
        sharedUrl,
        ...meta.imports
          .filter((entry) => entry.kind === 'import-statement' && !entry.external)
          .map((entry) => urlOf(root, outdir, entry.path)),
      ],
      modules: own.filter((file) => !boundary.includes(file)).sort(),
    };
  }
  return manifest;
}

/**
 * The content editor's bundle (/admin/, for staff only), built at build time (Node) by esbuild
 * from src/cms/cms.ts: Decap CMS and React 19 from npm, the site's views for the previews. It is
 * built beside Gatsby's webpack, not through it: esbuild bundles this staff-only file in seconds,
 * where webpack spent most of a cold build on it (decision 0003).
 *
 * Output, in public/admin/: `index.html` (the editor's page), `cms.js` and the chunks Decap loads
 * on demand (`chunk-<hash>.js` and its named parts).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, context, type BuildOptions, type Plugin } from 'esbuild';

/** Where the editor is served from. */
export const EDITOR_URL = '/admin';
const ENTRY = 'src/cms/cms.ts';

/**
 * The site's hooks read content through Gatsby's GraphQL (`useStaticQuery`), which the editor
 * does not have: its previews pass content to the views as props. Should a preview ever call a
 * hook, it fails with this message rather than with Gatsby's runtime half-loaded.
 */
const noGatsbyRuntime: Plugin = {
  name: 'no-gatsby-runtime',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^gatsby$/ }, () => ({ path: 'gatsby', namespace: 'no-gatsby' }));
    esbuild.onLoad({ filter: /.*/, namespace: 'no-gatsby' }, () => ({
      contents: [
        'const absent = () => {',
        '  throw new Error("The editor has no GraphQL: a preview passes content to its view as props.");',
        '};',
        'export const graphql = absent;',
        'export const useStaticQuery = absent;',
      ].join('\n'),
      loader: 'js',
    }));
  },
};

/** The GATSBY_* variables the editor reads (its repository and branch), as the build has them. */
function environment(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        entry[0].startsWith('GATSBY_') && typeof entry[1] === 'string',
    ),
  );
}

function editorOptions(root: string, outdir: string, env: NodeJS.ProcessEnv): BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: { cms: ENTRY },
    outdir,
    bundle: true,
    format: 'esm',
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'browser',
    target: ['es2020'],
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    define: {
      'process.env': JSON.stringify(environment(env)),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    plugins: [noGatsbyRuntime],
  };
}

/** The editor's page: its language, a title, no search engines, and the bundle. */
export function editorPage(): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Content editor</title>',
    '<meta name="robots" content="none">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<script type="module" src="${EDITOR_URL}/cms.js"></script>`,
    '</head>',
    '<body></body>',
    '</html>',
    '',
  ].join('\n');
}

async function prepare(publicDir: string): Promise<string> {
  const outdir = path.join(publicDir, EDITOR_URL.slice(1));
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await writeFile(path.join(outdir, 'index.html'), editorPage());
  return outdir;
}

/** Builds the editor into `<publicDir>/admin`. */
export async function buildEditor(
  root: string,
  publicDir: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const outdir = await prepare(publicDir);
  await build(editorOptions(root, outdir, env));
}

/**
 * Builds the editor for `gatsby develop`, and again whenever a file it is made of changes.
 * Returns what stops the watching.
 */
export async function watchEditor(
  root: string,
  publicDir: string,
  env: NodeJS.ProcessEnv,
): Promise<() => Promise<void>> {
  const outdir = await prepare(publicDir);
  const editor = await context(editorOptions(root, outdir, env));
  await editor.watch();
  return () => editor.dispose();
}

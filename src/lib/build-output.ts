/**
 * Files written into public/ after each build, from what the build produced:
 * `_headers` (security and caching headers, CSP hashes of the inline scripts) and `robots.txt`.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { robotsTxt } from './robots';
import { formatHeadersFile, inlineScriptHashes, siteHeaderRules } from './site-headers';

/** Previews and branch deploys stay out of search engines (netlify.toml sets SITE_NOINDEX). */
export function isNoindexBuild(env: NodeJS.ProcessEnv): boolean {
  return (
    env.SITE_NOINDEX === 'true' ||
    env.CONTEXT === 'deploy-preview' ||
    env.CONTEXT === 'branch-deploy'
  );
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** URL path of a built HTML file: public/about/index.html -> /about/, public/404.html -> /404.html */
function pagePath(publicDir: string, file: string): string {
  const relative = `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
  return relative.endsWith('/index.html') ? relative.slice(0, -'index.html'.length) : relative;
}

/** Files at the top of public/ whose names carry webpack's content hash. */
const HASHED_ASSET = /^\/[^/]+-[0-9a-f]{20}\.(js|css|js\.map|css\.map)$/;

export function writeBuildOutputFiles(publicDir: string, siteUrl: string, noindex: boolean) {
  const files = filesUnder(publicDir);
  const pages = files.filter(
    (file) => file.endsWith('.html') && !file.includes(`${path.sep}admin${path.sep}`),
  );
  const scriptHashes = [
    ...new Set(pages.flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')))),
  ].sort();
  const immutablePaths = files
    .map((file) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`)
    .filter((urlPath) => HASHED_ASSET.test(urlPath))
    .sort();
  const revalidatePaths = pages.map((file) => pagePath(publicDir, file)).sort();

  const rules = siteHeaderRules({ scriptHashes, immutablePaths, revalidatePaths, noindex });
  writeFileSync(path.join(publicDir, '_headers'), formatHeadersFile(rules));
  writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl, noindex));
  return {
    scriptHashes: scriptHashes.length,
    immutable: immutablePaths.length,
    pages: revalidatePaths.length,
  };
}

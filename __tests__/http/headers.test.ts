/**
 * The deploy configuration as built: netlify.toml, and public/_headers written by the build.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  headersForPath,
  inlineScriptHashes,
  parseHeadersFile,
  rulePathMatches,
  siteHeaderRules,
} from '../../src/site-files/site-headers';
import { ROOT } from '../../scripts/lib/paths';
import { LOCAL_BACKEND_ORIGIN } from '../../src/cms/local-backend';

const PUBLIC = path.join(ROOT, 'public');
const rules = parseHeadersFile(readFileSync(path.join(PUBLIC, '_headers'), 'utf8'));
const headersOf = (urlPath: string) => headersForPath(rules, urlPath);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return ['admin', '_gatsby'].includes(name) ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

describe('netlify.toml', () => {
  const config = parseToml(readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8')) as {
    build: { command: string; publish: string; environment: Record<string, string> };
    context: Record<string, { environment?: Record<string, string> }>;
  };

  it('builds with npm run build into public/, on the Node in .nvmrc, without telemetry', () => {
    const nodeMajor = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
    const { engines } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(nodeMajor).toBe('24');
    expect(engines.node).toBe(`>=${nodeMajor} <${Number(nodeMajor) + 1}`);
    expect(config.build.command).toBe('npm run build');
    expect(config.build.publish).toBe('public');
    expect(config.build.environment.NODE_VERSION).toBe(nodeMajor);
    expect(config.build.environment.GATSBY_TELEMETRY_DISABLED).toBe('1');
  });

  it('keeps deploy previews (and branch deploys) out of search engines, not production', () => {
    expect(config.context['deploy-preview']?.environment?.SITE_NOINDEX).toBe('true');
    expect(config.context['branch-deploy']?.environment?.SITE_NOINDEX).toBe('true');
    expect(config.context.production?.environment?.SITE_NOINDEX).toBe('false');
  });
});

describe('public/_headers', () => {
  const pages = [
    '/',
    '/about/',
    '/services/',
    '/contact/',
    '/contact/thanks/',
    '/404.html',
    '/no/such/page/',
  ];

  it.each(pages)('%s gets every security header', (urlPath) => {
    const headers = headersOf(urlPath);
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('same-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['X-Robots-Tag']).toBeUndefined(); // a production build
  });

  const directivesOf = (policy: string) =>
    Object.fromEntries(
      policy.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    ) as Record<string, string[]>;

  it.each(['/', '/about/', '/services/', '/contact/', '/contact/thanks/', '/404.html'])(
    '%s has a Content-Security-Policy for this site’s own origin only',
    (urlPath) => {
      const csp = headersOf(urlPath)['Content-Security-Policy']!;
      const directives = directivesOf(csp);
      expect(directives['default-src']).toEqual(["'self'"]);
      expect(directives['form-action']).toEqual(["'self'"]);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['base-uri']).toEqual(["'self'"]);
      expect(directives['connect-src']).toEqual(["'self'"]);
      expect(directives['script-src']![0]).toBe("'self'");
      for (const source of directives['script-src']!.slice(1)) {
        expect(source).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
      }
      expect(csp).not.toMatch(/unsafe-eval|https?:|\*/);
    },
  );

  it('allows exactly the inline scripts of each page, in the header and in the page itself', () => {
    for (const file of htmlFiles(PUBLIC)) {
      const html = readFileSync(file, 'utf8');
      const urlPath = `/${path.relative(PUBLIC, file).split(path.sep).join('/')}`.replace(
        /index\.html$/,
        '',
      );
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(0);
      const header = headersOf(urlPath)['Content-Security-Policy']!;
      const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
      expect(meta).toBeDefined();
      for (const hash of hashes) {
        expect(header).toContain(`'${hash}'`);
        expect(meta).toContain(`'${hash}'`);
      }
      // The page's own copy leaves out what a <meta> cannot carry.
      expect(meta).not.toContain('frame-ancestors');
    }
  });

  it('gives the content editor its own policy, and keeps it out of search engines', () => {
    const admin = headersOf('/admin/');
    const directives = directivesOf(admin['Content-Security-Policy']!);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://api.github.com',
      LOCAL_BACKEND_ORIGIN,
    ]);
    expect(directives['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(admin['X-Robots-Tag']).toBe('noindex');
    // The public pages do not get the editor's allowances.
    expect(headersOf('/')['Content-Security-Policy']).not.toContain('github');
  });

  it('caches hashed files for a year and makes pages and their data revalidate', () => {
    const hashedScripts = readdirSync(PUBLIC).filter((name) =>
      /^(app|framework|webpack-runtime)-[0-9a-f]{20}\.js$/.test(name),
    );
    expect(hashedScripts.length).toBeGreaterThanOrEqual(3);
    for (const script of hashedScripts) {
      expect(headersOf(`/${script}`)['Cache-Control']).toBe(CACHE_IMMUTABLE);
    }
    expect(headersOf('/static/abc123/image.png')['Cache-Control']).toBe(CACHE_IMMUTABLE);
    for (const urlPath of [
      '/',
      '/about/',
      '/contact/',
      '/404.html',
      '/page-data/index/page-data.json',
      '/page-data/app-data.json',
    ]) {
      expect(headersOf(urlPath)['Cache-Control']).toBe(CACHE_REVALIDATE);
    }
  });

  it('never sets one header in two rules that match the same path', () => {
    const paths = [
      ...pages,
      '/admin/',
      '/page-data/index/page-data.json',
      '/static/x.png',
      ...rules.map((rule) => rule.path.replace('*', 'x')),
    ];
    for (const urlPath of paths) {
      const names = rules
        .filter((rule) => rulePathMatches(rule.path, urlPath))
        .flatMap((rule) => Object.keys(rule.headers));
      expect(names.length).toBe(new Set(names).size);
    }
  });
});

describe('a deploy preview', () => {
  const preview = siteHeaderRules({
    pages: [{ path: '/', scriptHashes: [] }],
    immutablePaths: [],
    noindex: true,
  });

  it('adds X-Robots-Tag: noindex to every response, once', () => {
    for (const urlPath of ['/', '/about/', '/admin/']) {
      expect(headersForPath(preview, urlPath)['X-Robots-Tag']).toBe('noindex');
      const names = preview
        .filter((rule) => rulePathMatches(rule.path, urlPath))
        .flatMap((rule) => Object.keys(rule.headers));
      expect(names.filter((name) => name === 'X-Robots-Tag')).toHaveLength(1);
    }
  });
});

describe('a Netlify build', () => {
  // What Gatsby's Netlify adapter writes for every route, next to this site's rules.
  const { BASE_HEADERS, MUST_REVALIDATE_HEADERS, PERMANENT_CACHE_CONTROL_HEADER } =
    jest.requireActual<{
      BASE_HEADERS: { key: string; value: string }[];
      MUST_REVALIDATE_HEADERS: { key: string; value: string }[];
      PERMANENT_CACHE_CONTROL_HEADER: { key: string; value: string }[];
    }>('gatsby/dist/utils/adapter/constants');
  const netlify = siteHeaderRules({
    pages: [{ path: '/', scriptHashes: [] }],
    immutablePaths: ['/app-0123456789abcdef0123.js'],
    noindex: false,
    hostSetsDefaults: true,
  });
  const local = siteHeaderRules({
    pages: [{ path: '/', scriptHashes: [] }],
    immutablePaths: ['/app-0123456789abcdef0123.js'],
    noindex: false,
  });

  it('leaves the adapter’s headers to it, so none is written twice', () => {
    const adapterNames = new Set(
      [...BASE_HEADERS, ...MUST_REVALIDATE_HEADERS, ...PERMANENT_CACHE_CONTROL_HEADER].map(
        (header) => header.key.toLowerCase(),
      ),
    );
    for (const rule of netlify) {
      for (const name of Object.keys(rule.headers))
        expect(adapterNames.has(name.toLowerCase())).toBe(false);
    }
    expect(headersForPath(netlify, '/')['Content-Security-Policy']).toBeDefined();
    expect(headersForPath(netlify, '/')['Strict-Transport-Security']).toBeDefined();
  });

  it('ends up with the same values as a local build', () => {
    const adapter = (headers: { key: string; value: string }[]) =>
      Object.fromEntries(headers.map((header) => [header.key.toLowerCase(), header.value]));
    const lower = (headers: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
    const page = { ...adapter(MUST_REVALIDATE_HEADERS), ...lower(headersForPath(netlify, '/')) };
    const { 'x-xss-protection': _legacy, ...pageWithoutLegacy } = page;
    expect(pageWithoutLegacy).toEqual(lower(headersForPath(local, '/')));
    expect(adapter(PERMANENT_CACHE_CONTROL_HEADER)['cache-control']).toBe(
      headersForPath(local, '/app-0123456789abcdef0123.js')['Cache-Control'],
    );
  });
});

/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  isDeployBuild,
  withCspMeta,
  writeBuildOutputFiles,
} from '../../../src/site-files/build-output';
import { inlineScriptHashes } from '../../../src/site-files/site-headers';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'public-'));
  mkdirSync(path.join(dir, 'about'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body>${body}</body></html>`;
const write = () =>
  writeBuildOutputFiles(dir, 'https://www.example.test', {
    noindex: false,
    hostSetsDefaults: false,
  });

it('gives every page its security policy and writes the headers and robots.txt', () => {
  writeFileSync(path.join(dir, 'index.html'), page('<h1>Home</h1>'));
  writeFileSync(path.join(dir, 'about', 'index.html'), page('<h1>About</h1>'));
  expect(write()).toMatchObject({ pages: 2 });
  expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain('Content-Security-Policy');
  expect(readFileSync(path.join(dir, '_headers'), 'utf8')).toContain('/about/');
  expect(readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toContain('Sitemap:');
});

describe("the editor's local backend in the /admin policy", () => {
  const LOCAL = 'http://localhost:8081';
  const adminPolicies = () => {
    const meta = readFileSync(path.join(dir, 'admin', 'index.html'), 'utf8');
    const header = readFileSync(path.join(dir, '_headers'), 'utf8').split('/admin/*')[1] ?? '';
    return [meta, header];
  };
  beforeEach(() => {
    mkdirSync(path.join(dir, 'admin'));
    writeFileSync(path.join(dir, 'admin', 'index.html'), page(''));
  });

  it('is allowed in a build for this machine', () => {
    writeBuildOutputFiles(dir, 'https://www.example.test', {
      noindex: false,
      hostSetsDefaults: false,
      localBackend: LOCAL,
    });
    for (const policy of adminPolicies())
      expect(policy).toContain(`https://api.github.com ${LOCAL}`);
  });

  it('is left out of a deployed build', () => {
    write();
    for (const policy of adminPolicies()) {
      expect(policy).toContain('https://api.github.com');
      expect(policy).not.toContain('localhost');
    }
  });

  it('is a build Netlify deploys in production, deploy previews and branch deploys only', () => {
    for (const context of ['production', 'deploy-preview', 'branch-deploy']) {
      expect(isDeployBuild({ CONTEXT: context })).toBe(true);
    }
    for (const context of ['dev', undefined])
      expect(isDeployBuild({ CONTEXT: context })).toBe(false);
  });
});

it('stops the build at a page with a stray NUL byte, naming the page and the way out', () => {
  writeFileSync(path.join(dir, 'index.html'), page('<h1>Home</h1>'));
  writeFileSync(path.join(dir, 'about', 'index.html'), page('<p>+234\u00a0700\u0000\u00a0000</p>'));
  expect(write).toThrow(
    /about\/index\.html has a stray control character \(U\+0000\).*gatsby clean/,
  );
});

describe('edits to a built page, by the HTML parser', () => {
  const built =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
    '<meta http-equiv="content-security-policy" content="old"/><title>A &amp; B</title></head>' +
    '<body><p>x&nbsp;y</p><script>window.a=1</script><script src="/app.js"></script>' +
    '<script type="application/ld+json">{"a":1}</script><script type="module">import "/m.js"</script>' +
    '<template><script>window.t=1</script></template></body></html>';

  it('puts the policy right after the charset, drops the old one, and leaves the rest as written', () => {
    const html = withCspMeta(built, "default-src 'self'");
    expect(html).toBe(
      built.replace(
        '<meta charSet="utf-8"/><meta http-equiv="content-security-policy" content="old"/>',
        '<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/>',
      ),
    );
  });

  it('hashes the scripts a browser runs: inline, classic or module, templates included; not data blocks or files', () => {
    const hash = (source: string) =>
      `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
    expect(inlineScriptHashes(built)).toEqual([
      hash('window.a=1'),
      hash('import "/m.js"'),
      hash('window.t=1'),
    ]);
  });
});

/**
 * @jest-environment node
 *
 * `npm run edit` keeps the content to this computer: decap-server (which reads and writes content/
 * with no login) and the development site listen on 127.0.0.1 only. decap-server is started as
 * `npm run edit` starts it, and reached on the machine's other addresses, where it must not answer;
 * the same server listening everywhere (decap-server's default) is reached there, so the check
 * would see an exposed backend. Then the door in front of it (scripts/lib/editor-guard.ts) is sent
 * a foreign Host, a foreign Origin and paths outside content/, which never reach it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { existsSync, writeFileSync } from 'node:fs';
import { EDITOR_FOLDERS, editServers } from '../../../scripts/edit-content';
import { inFolders, startEditorGuard, type EditorGuard } from '../../../scripts/lib/editor-guard';
import { freePort } from '../../../scripts/lib/ports';

jest.setTimeout(60_000);

/** This machine's addresses other than loopback (link-local IPv6 needs a zone, left out). */
const otherAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((entry) => entry && !entry.internal && !entry.address.startsWith('fe80:'))
  .map((entry) => entry!.address);

/** Whether a TCP connection to host:port is accepted. */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until decap-server answers its API on 127.0.0.1. */
async function answering(port: number): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    }).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`decap-server did not answer on 127.0.0.1:${port}`);
}

const [backend, site] = editServers(8082);

it('starts decap-server and the development site on 127.0.0.1', () => {
  expect(backend!.name).toBe('decap-server');
  expect(backend!.env).toMatchObject({ BIND_HOST: '127.0.0.1', MODE: 'fs' });
  expect(site!.name).toBe('gatsby develop');
  expect(site!.args).toEqual(expect.arrayContaining(['develop']));
  expect(site!.args.slice(site!.args.indexOf('--host'))).toEqual(
    expect.arrayContaining(['--host', '127.0.0.1']),
  );
});

const onOtherAddresses = otherAddresses.length > 0 ? describe : describe.skip;

onOtherAddresses(
  `decap-server as npm run edit starts it, reached from ${otherAddresses.join(', ') || 'another address (skipped: this machine has no address besides loopback)'}`,
  () => {
    let repo: string;
    const servers: ChildProcess[] = [];
    let bound: number;
    let everywhere: number;

    /** decap-server on `port`, with `npm run edit`'s settings and `env` over them. */
    const start = (port: number, env: NodeJS.ProcessEnv) => {
      const child = spawn(backend!.command, backend!.args, {
        cwd: repo,
        env: { ...backend!.env, GIT_REPO_DIRECTORY: repo, PORT: String(port), ...env },
        stdio: 'ignore',
      });
      servers.push(child);
    };

    beforeAll(async () => {
      repo = mkdtempSync(path.join(tmpdir(), 'edit-repo-'));
      mkdirSync(path.join(repo, 'content'));
      bound = await freePort();
      everywhere = await freePort();
      start(bound, {});
      // decap-server's own default: every address.
      start(everywhere, { BIND_HOST: '' });
      await Promise.all([answering(bound), answering(everywhere)]);
    });

    afterAll(() => {
      for (const server of servers) server.kill();
      rmSync(repo, { recursive: true, force: true });
    });

    it('answers on 127.0.0.1', async () => {
      expect(await reachable('127.0.0.1', bound)).toBe(true);
    });

    it.each(otherAddresses)('cannot be reached on %s', async (address) => {
      expect(await reachable(address, bound)).toBe(false);
    });

    it.each(otherAddresses)(
      'would be reached on %s if it listened everywhere (the check sees an exposed server)',
      async (address) => {
        expect(await reachable(address, everywhere)).toBe(true);
      },
    );
  },
);

describe('the door in front of decap-server', () => {
  const EDITOR = 'http://127.0.0.1:8000';
  let repo: string;
  let server: ChildProcess;
  let guard: EditorGuard;

  beforeAll(async () => {
    repo = mkdtempSync(path.join(tmpdir(), 'guard-repo-'));
    mkdirSync(path.join(repo, 'content'));
    writeFileSync(path.join(repo, 'content/company.yaml'), 'name: Test\n');
    writeFileSync(path.join(repo, 'package.json'), '{"private":true}\n');
    const port = await freePort();
    server = spawn(backend!.command, backend!.args, {
      cwd: repo,
      env: { ...backend!.env, GIT_REPO_DIRECTORY: repo, PORT: String(port) },
      stdio: 'ignore',
    });
    await answering(port);
    guard = await startEditorGuard({
      host: '127.0.0.1',
      port: 0,
      upstream: { host: '127.0.0.1', port },
      editorOrigin: EDITOR,
      folders: EDITOR_FOLDERS,
    });
  });
  afterAll(async () => {
    await guard?.close();
    server?.kill();
    rmSync(repo, { recursive: true, force: true });
  });

  /** A call as the editor makes it, with `headers` over its own. */
  const call = (body: object, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string; allow: string | undefined }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: guard.port,
          method: 'POST',
          path: '/api/v1',
          headers: {
            host: `127.0.0.1:${guard.port}`,
            origin: EDITOR,
            'content-type': 'application/json',
            ...headers,
          },
        },
        (answer) => {
          let text = '';
          answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 0,
              body: text,
              allow: answer.headers['access-control-allow-origin'] as string | undefined,
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify(body));
    });
  const read = (file: string) => ({ action: 'getEntry', params: { branch: 'main', path: file } });

  it('passes the editor’s own calls about content/ on, and allows only its origin', async () => {
    const answer = await call(read('content/company.yaml'));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('name: Test');
    expect(answer.allow).toBe(EDITOR);
  });

  it('refuses another Host (a page that points its own name at 127.0.0.1)', async () => {
    const answer = await call(read('content/company.yaml'), {
      host: `rebound.example:${guard.port}`,
    });
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain('name: Test');
  });

  it('refuses another Origin, and a call with none', async () => {
    expect(
      (await call(read('content/company.yaml'), { origin: 'http://127.0.0.1:9999' })).status,
    ).toBe(403);
    expect((await call(read('content/company.yaml'), { origin: '' })).status).toBe(403);
  });

  it('refuses to read or write outside content/ and the media folder', async () => {
    const refused = await call(read('package.json'));
    expect(refused.status).toBe(403);
    expect(refused.body).not.toContain('private');
    expect((await call(read('content/../package.json'))).status).toBe(403);
    const write = {
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ path: '.env', raw: 'SITE_SECRET=stolen', slug: 'x' }],
        assets: [],
        options: { commitMessage: 'x' },
      },
    };
    expect((await call(write)).status).toBe(403);
    expect(existsSync(path.join(repo, '.env'))).toBe(false);
  });

  it.each([
    ['content/pages/home.yaml', true],
    ['static/uploads/team.jpg', true],
    ['content', true],
    ['content-other/x.yaml', false],
    ['static/other.js', false],
    ['/etc/passwd', false],
    ['content/../../x', false],
  ])('counts %s as in the editor’s folders: %s', (named, inside) => {
    expect(inFolders(named, EDITOR_FOLDERS)).toBe(inside);
  });
});

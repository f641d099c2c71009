/**
 * @jest-environment node
 *
 * `npm run edit` keeps the content to this computer: the editor's backend (decap-server's
 * file-system API, which reads and writes with no login, mounted behind a door of the site's own:
 * scripts/lib/editor-guard.ts) and the development site listen on 127.0.0.1 only. The backend is
 * started as `npm run edit` starts it, and reached on the machine's other addresses, where it must
 * not answer; the same backend listening everywhere is reached there, so the check would see an
 * exposed backend. Then the door is sent a foreign Host, a foreign Origin, actions the editor does
 * not take and paths outside content/, which never reach decap-server.
 */
import http from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { EDITOR_FOLDERS, editBackend, editSite } from '../../../scripts/edit-content';
import { inFolders, type EditorBackend } from '../../../scripts/lib/editor-guard';

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

/** A checkout with a content file and a file outside content/. */
function checkout(): string {
  const repo = mkdtempSync(path.join(tmpdir(), 'edit-repo-'));
  mkdirSync(path.join(repo, 'content'));
  writeFileSync(path.join(repo, 'content/company.yaml'), 'name: Test\n');
  writeFileSync(path.join(repo, 'package.json'), '{"private":true}\n');
  return repo;
}

it('starts the development site on 127.0.0.1', () => {
  const { args } = editSite();
  expect(args[0]).toBe('develop');
  expect(args.slice(args.indexOf('--host'), args.indexOf('--host') + 2)).toEqual([
    '--host',
    '127.0.0.1',
  ]);
});

const onOtherAddresses = otherAddresses.length > 0 ? describe : describe.skip;

onOtherAddresses(
  `the editor's backend as npm run edit starts it, reached from ${otherAddresses.join(', ') || 'another address (skipped: this machine has no address besides loopback)'}`,
  () => {
    let repo: string;
    let bound: EditorBackend;
    let everywhere: EditorBackend;

    beforeAll(async () => {
      repo = checkout();
      bound = await editBackend(repo, 0);
      // Every address, IPv4 and IPv6.
      everywhere = await editBackend(repo, 0, '::');
    });

    afterAll(async () => {
      await Promise.all([bound?.close(), everywhere?.close()]);
      rmSync(repo, { recursive: true, force: true });
    });

    it('answers on 127.0.0.1', async () => {
      expect(await reachable('127.0.0.1', bound.port)).toBe(true);
    });

    it.each(otherAddresses)('cannot be reached on %s', async (address) => {
      expect(await reachable(address, bound.port)).toBe(false);
    });

    it.each(otherAddresses)(
      'would be reached on %s if it listened everywhere (the check sees an exposed server)',
      async (address) => {
        expect(await reachable(address, everywhere.port)).toBe(true);
      },
    );
  },
);

describe('the door in front of decap-server', () => {
  const EDITOR = 'http://127.0.0.1:8000';
  let repo: string;
  let guard: EditorBackend;

  beforeAll(async () => {
    repo = checkout();
    guard = await editBackend(repo, 0);
  });
  afterAll(async () => {
    await guard?.close();
    rmSync(repo, { recursive: true, force: true });
  });

  /** A call as the editor makes it, with `headers` over its own. */
  const call = (body: object | string, headers: Record<string, string> = {}) =>
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
      request.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  const read = (file: string) => ({ action: 'getEntry', params: { branch: 'main', path: file } });
  /** A save as the editor sends it, of one file. */
  const persist = (file: { path: string; raw: string; slug: string; newPath?: string }) => ({
    action: 'persistEntry',
    params: {
      branch: 'main',
      dataFiles: [file],
      assets: [],
      options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
    },
  });

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
    const write = persist({ path: '.env', raw: 'SITE_SECRET=stolen', slug: 'x' });
    expect((await call(write)).status).toBe(403);
    expect(existsSync(path.join(repo, '.env'))).toBe(false);
  });

  it('refuses to move a content file out of content/', async () => {
    const move = persist({
      path: 'content/company.yaml',
      newPath: 'package.json',
      raw: 'x',
      slug: 'x',
    });
    expect((await call(move)).status).toBe(403);
    expect(readFileSync(path.join(repo, 'package.json'), 'utf8')).toContain('private');
    expect(readFileSync(path.join(repo, 'content/company.yaml'), 'utf8')).toBe('name: Test\n');
  });

  it('refuses what the editor never asks (another action), and a body that is not JSON', async () => {
    const other = await call({ action: 'deleteEverything', params: { path: 'content' } });
    expect(other.status).toBe(403);
    expect(JSON.parse(other.body)).toEqual({ error: expect.any(String) });
    expect((await call('{')).status).toBe(400);
  });

  it('saves an edit the editor makes, in content/', async () => {
    const write = persist({ path: 'content/company.yaml', raw: 'name: Edited\n', slug: 'company' });
    expect((await call(write)).status).toBe(200);
    expect(readFileSync(path.join(repo, 'content/company.yaml'), 'utf8')).toBe('name: Edited\n');
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

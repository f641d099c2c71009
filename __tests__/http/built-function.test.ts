/**
 * The contact function as it is deployed: Gatsby's adapter deploys the compiled function file
 * alone (Gatsby's functions manifest lists it as the function's only required file), with no
 * checkout and no `public/` beside it. Run from a folder that holds nothing else, it still gives a
 * visitor without JavaScript the built Contact page back, filled in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/paths';
import { freePort } from '../../scripts/lib/ports';
import { VALID } from '../support/enquiries';
import { FORM } from '../support/site-content';

type FunctionEntry = { relativeCompiledFilePath: string; functionRoute: string };
const manifest = JSON.parse(
  readFileSync(path.join(ROOT, '.cache/functions/manifest.json'), 'utf8'),
) as FunctionEntry[];
const contact = manifest.find((entry) => entry.functionRoute === 'contact')!;

/** Serves the function the way Gatsby's runtimes call it (an Express request and response). */
const RUNNER = `
const express = require(process.env.EXPRESS);
const handler = require('./function.js');
const app = express();
app.all('/api/contact', (req, res) => (handler.default || handler)(req, res));
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
`;

let dir: string;
let child: ChildProcess;
let url: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'deployed-function-'));
  copyFileSync(
    path.join(ROOT, '.cache/functions', contact.relativeCompiledFilePath),
    path.join(dir, 'function.js'),
  );
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['-e', RUNNER], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      EXPRESS: require.resolve('express', { paths: [ROOT] }),
      // Nothing to reach: this test is about the answer to a form refused before keeping it.
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', () => reject(new Error(`The function did not start:\n${log}`)));
  });
});

afterAll(() => {
  child?.kill();
  rmSync(dir, { recursive: true, force: true });
});

it('is one file: the deployed folder holds nothing else', () => {
  expect(contact.relativeCompiledFilePath).toBe('contact.js');
});

it('gives a visitor without JavaScript the built Contact page back, filled in, from that file alone', async () => {
  const response = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...VALID, email: 'adaeze@example', leave_empty: '' }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(400);
  const html = await response.text();
  const built = readFileSync(path.join(ROOT, 'public/contact/index.html'), 'utf8');
  // The built page: its title and its form, with what the visitor typed and the error by the field.
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(built)![1]!;
  expect(html).toContain(`${FORM.answers.checkTitle} | ${title}`);
  expect(html).toContain('id="contact-form"');
  expect(html).toMatch(/<input[^>]*name="firstName"[^>]*value="Adaeze"/);
  expect(html).toMatch(
    /<input[^>]*name="email"[^>]*value="adaeze@example"[^>]*aria-invalid="true"/,
  );
  expect(html).toContain('We need 100 Mbps in Lekki.\nCan you help?</textarea>');
  expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
});

it('tells a visitor without JavaScript that it failed when the database cannot be reached, on the built page', async () => {
  const response = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...VALID, leave_empty: '' }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(503);
  const html = await response.text();
  expect(html).toContain(FORM.answers.notSentTitle);
  expect(html).toContain('id="contact-form"');
  expect(html).toMatch(/<input[^>]*name="firstName"[^>]*value="Adaeze"/);
}, 30_000);

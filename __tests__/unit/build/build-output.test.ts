/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeBuildOutputFiles } from '../../../src/build/build-output';

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

it('stops the build at a page with a stray NUL byte, naming the page and the way out', () => {
  writeFileSync(path.join(dir, 'index.html'), page('<h1>Home</h1>'));
  writeFileSync(path.join(dir, 'about', 'index.html'), page('<p>+234\u00a0700\u0000\u00a0000</p>'));
  expect(write).toThrow(
    /about\/index\.html has a stray control character \(U\+0000\).*gatsby clean/,
  );
});

/**
 * The site's functions as Netlify deploys them, not as the local runtime serves them: the bundles
 * the build made for upload (.netlify/functions/*.zip and its manifest, what a deploy uploads; the
 * runtime above serves the same files), each unpacked alone into an empty folder and run in a
 * process of its own with only the environment Netlify gives that kind of function:
 *
 *  - a current function (`export default (request, context)`): the read-only URL, SITE_NAME and
 *    SITE_ID (docs.netlify.com/build/functions/environment-variables: "only the following
 *    variables are available to serverless functions during runtime"), the site's variables with
 *    the Functions scope, and Netlify Database's address for the deploy, NETLIFY_DB_URL
 *    (docs.netlify.com/build/data-and-storage/netlify-database/troubleshooting: on Netlify "the
 *    runtime environment is automatically populated with the right connection string");
 *  - a function in Lambda compatibility mode (`exports.handler(event, context)`): the same without
 *    NETLIFY_DB_URL (the same page: "the only platform primitive where you're responsible for
 *    passing the connection string yourself").
 *
 * Both run on AWS Lambda, which adds AWS_LAMBDA_FUNCTION_NAME. Which function answers an address
 * is decided as Netlify decides it: a function whose config names the path, else a rule of the
 * deploy's _redirects. The database is a real PostgreSQL server, not the embedded one.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { leaveToken } from '../../src/server/leave-link';
import { VALID } from '../support/enquiries';
import { startPostgres, type RealPostgres } from '../support/postgres';

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, '.netlify/functions');
const SITE = 'https://ziralink-test.netlify.app';
const SECRET = randomBytes(32).toString('base64');
const CLIENT = '203.0.113.7';

type Deployed = { name: string; zip: string; current: boolean };
type Answer = { status: number; headers: Record<string, string>; body: string; log: string };

/** The function the deploy routes `address` to, as Netlify does. */
function deployedAt(address: string): Deployed {
  const manifest = JSON.parse(readFileSync(path.join(DIST, 'manifest.json'), 'utf8')) as {
    functions: {
      name: string;
      path: string;
      routes?: { literal?: string }[];
      buildData?: { runtimeAPIVersion?: number };
    }[];
  };
  const byName = (name: string) => manifest.functions.find((entry) => entry.name === name);
  let entry = manifest.functions.find((fn) =>
    fn.routes?.some((route) => route.literal === address),
  );
  if (!entry) {
    const redirects = readFileSync(path.join(ROOT, 'public/_redirects'), 'utf8');
    const rule = redirects
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      // Netlify matches a rule with or without its trailing slash.
      .find(
        ([from, to]) =>
          from?.replace(/\/$/, '') === address && to?.startsWith('/.netlify/functions/'),
      );
    entry = rule ? byName(rule[1]!.replace('/.netlify/functions/', '')) : undefined;
  }
  if (!entry) throw new Error(`Nothing in the deploy answers ${address}.`);
  return {
    name: entry.name,
    zip: entry.path,
    current: entry.buildData?.runtimeAPIVersion === 2,
  };
}

/**
 * Calls the function at `address` with one request, in a folder holding only its bundle and a
 * process holding only Netlify's environment; returns its answer and what it logged.
 */
const RUNNER = `
import { pathToFileURL } from 'node:url';
import { existsSync, readFileSync } from 'node:fs';
const call = JSON.parse(process.argv[1]);
const ENTRY_POINT = '___netlify-entry-point.mjs';
const entry = existsSync(ENTRY_POINT)
  ? readFileSync(ENTRY_POINT, 'utf8').match(/getLambdaHandler\\('([^']+)'\\)/)
  : null;
let answer;
if (entry) {
  const fn = (await import(pathToFileURL(entry[1]).href)).default;
  const waiting = [];
  const response = await fn(
    new Request(call.url, { method: call.method, headers: call.headers, body: call.body ?? undefined }),
    { ip: call.ip, waitUntil: (work) => waiting.push(work) },
  );
  await Promise.all(waiting);
  answer = { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
} else {
  const { handler } = await import(pathToFileURL(process.env.ENTRY).href);
  const url = new URL(call.url);
  const result = await handler({
    httpMethod: call.method, path: url.pathname, rawUrl: call.url,
    headers: call.headers, multiValueHeaders: Object.fromEntries(Object.entries(call.headers).map(([k, v]) => [k, [v]])),
    queryStringParameters: Object.fromEntries(url.searchParams),
    multiValueQueryStringParameters: Object.fromEntries([...url.searchParams.keys()].map((k) => [k, url.searchParams.getAll(k)])),
    body: call.body ?? null, isBase64Encoded: false,
  }, {});
  answer = { status: result.statusCode, headers: result.headers ?? {}, body: result.body ?? '' };
}
process.stdout.write(JSON.stringify(answer));
process.exit(0);
`;

let postgres: RealPostgres;
let db: pg.Pool;
const unpacked: string[] = [];

test.beforeAll(async () => {
  postgres = await startPostgres();
  db = new pg.Pool({ connectionString: postgres.url, max: 2 });
});
test.afterAll(async () => {
  await db?.end();
  await postgres?.stop();
  for (const dir of unpacked) rmSync(dir, { recursive: true, force: true });
});

async function callDeployed(
  address: string,
  request: { method: string; search?: string; body?: string; headers?: Record<string, string> },
  { database = true }: { database?: boolean } = {},
): Promise<Answer> {
  const deployed = deployedAt(address);
  const dir = mkdtempSync(path.join(tmpdir(), `deployed-${deployed.name}-`));
  unpacked.push(dir);
  execFileSync('unzip', ['-q', deployed.zip, '-d', dir]);
  const env: Record<string, string> = {
    URL: SITE,
    SITE_NAME: 'ziralink-test',
    SITE_ID: '1d01c0c0-4554-4747-93b8-34ce3448ab95',
    AWS_LAMBDA_FUNCTION_NAME: deployed.name,
    SITE_SECRET: SECRET,
    ...(deployed.current && database ? { NETLIFY_DB_URL: postgres.url } : {}),
    ENTRY: path.join(dir, readdirSync(dir).find((file) => file.endsWith('.js')) ?? 'none.js'),
  };
  const call = {
    method: request.method,
    url: `${SITE}${address}${request.search ?? ''}`,
    ip: CLIENT,
    body: request.body,
    // What Netlify's edge adds to every request it passes to a function.
    headers: {
      host: new URL(SITE).host,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': CLIENT,
      'x-nf-client-connection-ip': CLIENT,
      ...request.headers,
    },
  };
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', RUNNER, JSON.stringify(call)],
    {
      cwd: dir,
      env,
    },
  );
  let out = '';
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await new Promise((resolve) => child.once('close', resolve));
  if (!out) throw new Error(`The function ${deployed.name} gave no answer:\n${log}`);
  return { ...(JSON.parse(out) as Omit<Answer, 'log'>), log };
}

const json = (body: object) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', origin: SITE },
});

test.describe('the functions as Netlify deploys them, each alone with Netlify’s environment', () => {
  test('an enquiry sent to /api/contact is kept in the database', async () => {
    const subject = `Deployed ${randomUUID()}`;
    const answer = await callDeployed('/api/contact', json({ ...VALID, subject }));
    expect(answer.status, answer.log).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
    const { rows } = await db.query('SELECT subject FROM enquiries WHERE subject = $1', [subject]);
    expect(rows).toEqual([{ subject }]);
  });

  test('a sign-up sent to /api/waitlist is kept, and its leave link deletes it', async () => {
    const email = `deployed-${randomUUID()}@example.com`;
    const answer = await callDeployed(
      '/api/waitlist',
      json({
        place: 'Bodija, Ibadan',
        name: 'Tunde',
        email,
        phone: '',
        audience: 'home',
        consent: 'yes',
      }),
    );
    expect(answer.status, answer.log).toBe(200);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM waitlist WHERE email = $1', [
      email,
    ]);
    expect(rows).toHaveLength(1);

    // The link opens a page whose button posts back with `via=page`.
    const left = await callDeployed('/api/leave-waitlist', {
      method: 'POST',
      search: `?t=${encodeURIComponent(leaveToken(rows[0]!.id, SECRET))}&via=page`,
    });
    expect(left.status, left.log).toBe(303);
    expect(left.headers.location).toBe('/waitlist/left/#left');
    expect((await db.query('SELECT id FROM waitlist WHERE email = $1', [email])).rows).toEqual([]);
  });

  test('without Netlify Database, /api/contact answers 503 and its log names the cause', async () => {
    const answer = await callDeployed('/api/contact', json({ ...VALID, subject: 'No database' }), {
      database: false,
    });
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'delivery_failed' });
    expect(answer.log).toContain('Netlify Database is not available to this function');
  });
});

/**
 * @jest-environment node
 *
 * The file store on a real, tiny filesystem (tmpfs, mounted for the test: needs root). Where the
 * test cannot mount one, it says so and skips.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allKept, FileStore, indexDirFor, newRecord } from '../../../src/server/store';
import { fillDisk, mountTinyDisk } from '../../support/tiny-disk';

const probe = mkdtempSync(path.join(tmpdir(), 'tmpfs-probe-'));
const cannotMount = mountTinyDisk(probe);
if (cannotMount === null) execFileSync('umount', [probe]);
rmSync(probe, { recursive: true, force: true });
if (cannotMount !== null) {
  console.warn(`Skipping the tiny-filesystem tests: cannot mount a tmpfs here (${cannotMount}).`);
}
const onTinyDisk = cannotMount === null ? describe : describe.skip;

/** A message long enough that one record takes most of a page. */
const long = (word: string) => `${word} `.repeat(Math.ceil(3000 / (word.length + 1))).trim();
const enquiry = (subject: string) => ({
  firstName: 'Amaka',
  lastName: 'Eze',
  email: 'amaka@example.com',
  phone: '',
  subject,
  message: long(subject),
});
const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 9, minute));

onTinyDisk('the file store on a tiny disk', () => {
  let mount: string;
  let store: FileStore;
  let outbox: string;
  let filler: string;

  beforeEach(() => {
    mount = mkdtempSync(path.join(tmpdir(), 'tiny-disk-'));
    const problem = mountTinyDisk(mount);
    if (problem) throw new Error(problem);
    outbox = path.join(mount, 'outbox.jsonl');
    filler = path.join(mount, 'filler');
    store = new FileStore({
      outbox,
      spam: path.join(mount, 'spam.jsonl'),
      receipts: path.join(mount, 'outbox-sent.jsonl'),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    execFileSync('umount', ['-l', mount]);
    rmSync(mount, { recursive: true, force: true });
  });

  const fill = (pages: number) => fillDisk(filler, pages);

  const indexEntries = () =>
    ['ids', 'unsent'].flatMap((folder) => {
      const where = path.join(indexDirFor(outbox), folder);
      return existsSync(where) ? readdirSync(where).map((name) => `${folder}/${name}`) : [];
    });

  async function keepFirst() {
    const first = newRecord(enquiry('First'), at(1), { notify: true, spam: [] });
    await store.keep(first);
    return { first, outboxBefore: readFileSync(outbox), indexBefore: indexEntries() };
  }

  it('nearly full: a record with room for only part of it is not kept, and nothing of it is left', async () => {
    const { first, outboxBefore, indexBefore } = await keepFirst();
    // One free page: room for the record's own index file, and for only part of its outbox line.
    fill(1);
    const second = newRecord(enquiry('Second'), at(2), { notify: true, spam: [] });
    await expect(store.keep(second)).rejects.toMatchObject({ code: 'ENOSPC' });

    expect(readFileSync(outbox)).toEqual(outboxBefore);
    expect(indexEntries()).toEqual(indexBefore);
    expect((await store.read()).damaged).toEqual([]);

    // Room again: the same enquiry is kept whole, on its own line.
    rmSync(filler);
    expect(await store.keep(second)).toEqual({ created: true });
    expect((await allKept(store)).map((kept) => kept.id)).toEqual([first.id, second.id]);
    expect((await store.read()).damaged).toEqual([]);
  });

  it('full: the record is refused and the outbox is untouched', async () => {
    const { outboxBefore, indexBefore } = await keepFirst();
    fill(0);
    const second = newRecord(enquiry('Second'), at(2), { notify: true, spam: [] });
    await expect(store.keep(second)).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(readFileSync(outbox)).toEqual(outboxBefore);
    expect(indexEntries()).toEqual(indexBefore);
  });

  it('read-only: the record is refused and the outbox is untouched', async () => {
    const { first, outboxBefore } = await keepFirst();
    execFileSync('mount', ['-o', 'remount,ro', mount]);
    const second = newRecord(enquiry('Second'), at(2), { notify: true, spam: [] });
    await expect(store.keep(second)).rejects.toMatchObject({ code: 'EROFS' });
    expect(readFileSync(outbox)).toEqual(outboxBefore);
    expect((await allKept(store)).map((kept) => kept.id)).toEqual([first.id]);
    expect((await store.unsent(10)).map((kept) => kept.id)).toEqual([first.id]);
  });
});

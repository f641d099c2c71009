/**
 * @jest-environment node
 *
 * The waitlist table against a real Postgres (the embedded one): one row per person and place,
 * served and notified once, claims two senders never share, the privacy notice's retention by
 * the clock, find and erase; and the signed leave link.
 */
import { correctPerson, erasePerson } from '../../../src/server/enquiries';
import { idFromToken, leaveToken, leaveUrl } from '../../../src/server/leave-link';
import {
  awaitingConfirmation,
  claimNotices,
  confirmationSent,
  confirmSignUps,
  deleteExpiredSignUps,
  findOnWaitlist,
  joinWaitlist,
  leaveWaitlist,
  listWaitlist,
  markServed,
  noticeOutbox,
  pendingConfirmations,
  waitingPlaces,
  type NewSignUp,
} from '../../../src/server/waitlist';
import { placeKey } from '../../../src/lib/coverage';
import { emptyTables, startDatabase, type TestDatabase } from '../../support/database';

const T0 = new Date('2026-11-02T09:00:00.000Z');
const at = (iso: string) => new Date(iso);

const signUp = (changes: Partial<NewSignUp['signUp']> = {}): NewSignUp => ({
  signUp: {
    place: 'Bodija, Ibadan',
    name: 'Tunde Bakare',
    phone: '+234 803 111 2222',
    email: 'tunde@example.com',
    audience: 'home',
    ...changes,
  },
  language: 'en',
  joinedAt: T0,
  match: { kind: 'region', region: 'Ibadan' },
  noticeVersion: '2026-11-28',
  spam: [],
  spamDays: 30,
});

const idOf = async (email: string) =>
  (await findOnWaitlist(db.pool, { email })).find((row) => row.signUp.email === email)?.id;

let db: TestDatabase;
beforeAll(async () => {
  db = await startDatabase();
}, 120_000);
afterAll(() => db?.stop());
beforeEach(() => emptyTables(db.pool));

describe('joining', () => {
  it('keeps one row per person and place, by e-mail or by phone however written', async () => {
    expect(await joinWaitlist(db.pool, signUp())).toBe(true);
    expect(
      await joinWaitlist(db.pool, signUp({ email: 'TUNDE@example.com', place: 'bodija  IBADAN' })),
    ).toBe(false);
    expect(await joinWaitlist(db.pool, signUp({ email: '', phone: '0803 111 2222' }))).toBe(false);
    // Another place is another row.
    expect(await joinWaitlist(db.pool, signUp({ place: 'Agege, Lagos' }))).toBe(true);
    expect(await listWaitlist(db.pool, { spam: true })).toHaveLength(2);
  });

  it('keeps the language of the page it came from, and only a language the site has', async () => {
    await joinWaitlist(db.pool, { ...signUp(), language: 'ha' });
    const [kept] = await listWaitlist(db.pool, { spam: true });
    expect(kept?.language).toBe('ha');
    await expect(
      joinWaitlist(db.pool, {
        ...signUp({ place: 'Agege, Lagos' }),
        language: 'fr' as NewSignUp['language'],
      }),
    ).rejects.toThrow(/waitlist_language_known/);
  });

  it('refuses a row nobody could be reached by', async () => {
    await expect(joinWaitlist(db.pool, signUp({ email: '', phone: '' }))).rejects.toThrow();
    expect(await listWaitlist(db.pool, { spam: true })).toEqual([]);
  });
});

describe('served, notified, then deleted by the privacy notice’s period', () => {
  it('claims each e-mail for one sender only, and deletes the row the set months after it went', async () => {
    await joinWaitlist(db.pool, signUp());
    await confirmSignUps(db.pool, (await idOf('tunde@example.com'))!, T0);
    await joinWaitlist(db.pool, signUp({ email: '', phone: '0805 000 1111', name: 'Phone Only' }));
    const key = placeKey('Bodija, Ibadan');
    const served = await markServed(db.pool, {
      key,
      area: 'Bodija',
      region: 'Ibadan',
      now: T0,
      retentionMonths: 6,
    });
    expect(served).toEqual({ toEmail: 1, toCall: 1 });

    const [first, second] = await Promise.all([
      claimNotices(db.pool, { now: T0, limit: 10 }),
      claimNotices(db.pool, { now: T0, limit: 10 }),
    ]);
    expect(first.length + second.length).toBe(1);
    const [claimed] = [...first, ...second];
    await noticeOutbox(db.pool, 6).handedOver(claimed!.id, T0);
    expect(await claimNotices(db.pool, { now: at('2026-12-01T00:00:00Z'), limit: 10 })).toEqual([]);

    expect(await deleteExpiredSignUps(db.pool, { now: at('2027-05-02T08:59:59Z') })).toBe(0);
    expect(await deleteExpiredSignUps(db.pool, { now: at('2027-05-02T09:00:00Z') })).toBe(2);
  });

  it('keeps a confirmed sign-up, and one by phone, as long as its area waits', async () => {
    await joinWaitlist(db.pool, signUp());
    await confirmSignUps(db.pool, (await idOf('tunde@example.com'))!, T0);
    await joinWaitlist(db.pool, signUp({ email: '', phone: '0805 000 1111', place: 'Jos' }));
    expect(await deleteExpiredSignUps(db.pool, { now: at('2036-01-01T00:00:00Z') })).toBe(0);
  });

  it('deletes flagged spam by phone after the spam period', async () => {
    await joinWaitlist(db.pool, { ...signUp({ email: '' }), spam: ['honeypot'] });
    expect(await deleteExpiredSignUps(db.pool, { now: at('2026-12-02T08:59:59Z') })).toBe(0);
    expect(await deleteExpiredSignUps(db.pool, { now: at('2026-12-02T09:00:00Z') })).toBe(1);
  });
});

describe('confirming', () => {
  it('counts, serves and notifies an e-mail address only once its owner confirmed it, and deletes it after 7 days otherwise', async () => {
    await joinWaitlist(db.pool, signUp());
    await joinWaitlist(db.pool, signUp({ email: 'stranger@example.com', phone: '' }));
    const key = placeKey('Bodija, Ibadan');
    expect(await waitingPlaces(db.pool, { limit: 10 })).toEqual([]);
    // Both wait for their one e-mail; neither counts yet.
    const pending = await pendingConfirmations(db.pool, { now: T0, limit: 10 });
    expect(pending.map((row) => row.signUp.email).sort()).toEqual([
      'stranger@example.com',
      'tunde@example.com',
    ]);
    const tunde = await awaitingConfirmation(db.pool, {
      email: 'TUNDE@example.com',
      placeKey: key,
    });
    await confirmationSent(db.pool, tunde!.id, T0);
    expect(
      await awaitingConfirmation(db.pool, { email: 'tunde@example.com', placeKey: key }),
    ).toBeNull();

    // After the e-mail went, someone else signs his address up for another place: his link,
    // pressed the next day, confirms only what it was sent for.
    await joinWaitlist(db.pool, {
      ...signUp({ place: 'Agege, Lagos', phone: '0809 999 0000' }),
      joinedAt: at('2026-11-02T10:00:00Z'),
    });
    const confirmedAt = at('2026-11-03T09:00:00Z');
    expect(await confirmSignUps(db.pool, tunde!.id, confirmedAt)).toEqual({ language: 'en' });
    const rows = await findOnWaitlist(db.pool, { email: 'tunde@example.com' });
    expect(rows.map((row) => [row.signUp.place, row.confirmedAt])).toEqual([
      ['Bodija, Ibadan', confirmedAt.toISOString()],
      ['Agege, Lagos', null],
    ]);
    expect(
      (await pendingConfirmations(db.pool, { now: confirmedAt, limit: 10 })).map((row) => [
        row.signUp.place,
        row.signUp.email,
      ]),
    ).toEqual([
      ['Bodija, Ibadan', 'stranger@example.com'],
      ['Agege, Lagos', 'tunde@example.com'],
    ]);
    expect(await waitingPlaces(db.pool, { limit: 10 })).toHaveLength(1);
    expect(
      await markServed(db.pool, {
        key,
        area: 'Bodija',
        region: 'Ibadan',
        now: T0,
        retentionMonths: 6,
      }),
    ).toEqual({ toEmail: 1, toCall: 0 });
    expect(
      (await claimNotices(db.pool, { now: T0, limit: 10 })).map((row) => row.signUp.email),
    ).toEqual(['tunde@example.com']);

    // The stranger's address, never confirmed, goes a week after it was typed in.
    expect(await deleteExpiredSignUps(db.pool, { now: at('2026-11-09T08:59:59Z') })).toBe(0);
    expect(await deleteExpiredSignUps(db.pool, { now: at('2026-11-09T09:00:00Z') })).toBe(1);
    expect(await findOnWaitlist(db.pool, { email: 'stranger@example.com' })).toEqual([]);
  });
});

describe('a corrected address', () => {
  it('is one its owner has not confirmed: it waits for that again, 7 days at most', async () => {
    await joinWaitlist(db.pool, signUp());
    await confirmSignUps(db.pool, (await idOf('tunde@example.com'))!, T0);
    const now = at('2026-11-10T12:00:00Z');
    await correctPerson(
      db.pool,
      { email: 'tunde@example.com' },
      { email: 'tunde@new.example' },
      { now },
    );
    const [row] = await findOnWaitlist(db.pool, { email: 'tunde@new.example' });
    expect(row).toMatchObject({
      confirmedAt: null,
      confirmSentAt: null,
      deleteAfter: '2026-11-17T12:00:00.000Z',
    });
  });
});

describe('leaving', () => {
  it('deletes every place the address waits for, and nobody else’s', async () => {
    await joinWaitlist(db.pool, { ...signUp(), language: 'ha' });
    await joinWaitlist(db.pool, signUp({ place: 'Agege, Lagos', email: 'TUNDE@example.com' }));
    await joinWaitlist(db.pool, signUp({ place: 'Jos', email: '' }));
    await joinWaitlist(db.pool, signUp({ email: 'ada@example.com', phone: '' }));
    const named = (await findOnWaitlist(db.pool, { email: 'tunde@example.com' })).find(
      (row) => row.language === 'ha',
    );
    expect(await leaveWaitlist(db.pool, named!.id, T0)).toEqual({ language: 'ha' });
    const left = await listWaitlist(db.pool, { spam: true });
    expect(left.map((row) => [row.signUp.place, row.signUp.email]).sort()).toEqual([
      ['Bodija, Ibadan', 'ada@example.com'],
      ['Jos', ''],
    ]);
    // A second click finds nothing.
    expect(await leaveWaitlist(db.pool, named!.id, T0)).toBeNull();
  });
});

describe('access and erasure', () => {
  it('finds and erases a person’s sign-ups with their enquiries', async () => {
    await joinWaitlist(db.pool, signUp());
    await joinWaitlist(db.pool, signUp({ place: 'Agege, Lagos', email: '' }));
    expect(await findOnWaitlist(db.pool, { phone: '08031112222' })).toHaveLength(2);
    expect(await findOnWaitlist(db.pool, { email: 'Tunde@Example.com' })).toHaveLength(1);
    expect(await erasePerson(db.pool, { phone: '0803 111 2222' }, { now: T0 })).toEqual({
      enquiries: 0,
      waitlist: 2,
    });
    expect(await listWaitlist(db.pool, { spam: true })).toEqual([]);
  });
});

describe('the leave link', () => {
  const SECRET = 'x'.repeat(40);
  const ID = '0123456789abcdef0123456789abcdef';

  it('names its row only under the secret it was signed with', () => {
    const token = leaveToken(ID, SECRET);
    expect(idFromToken(token, SECRET)).toBe(ID);
    expect(idFromToken(token, 'y'.repeat(40))).toBeNull();
    expect(idFromToken(`${'f'.repeat(32)}.${token.split('.')[1]}`, SECRET)).toBeNull();
    expect(idFromToken(token.slice(0, -1), SECRET)).toBeNull();
    expect(idFromToken(undefined, SECRET)).toBeNull();
  });

  it('is a link to the leave endpoint on the site', () => {
    const url = new URL(leaveUrl('https://www.example.ng', ID, SECRET));
    expect(url.origin + url.pathname).toBe('https://www.example.ng/api/leave-waitlist');
    expect(idFromToken(url.searchParams.get('t'), SECRET)).toBe(ID);
  });
});

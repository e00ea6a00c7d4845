import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import type { ChangeListener } from '../../lib/change-feed.ts';
import { seededRandom } from '../../../test/random.ts';
import {
  DoctorDirectory,
  matchesSpeciality,
  MAX_SPECIALITY_ENTRIES,
  ORDERS,
  type DirectoryDoctor,
  type DirectoryOrder,
} from './directory.ts';

/** A row as the directory's query returns it. */
function row(id: number, name: string, city: string, specs: [string, string][], rating = 4) {
  return {
    user_id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name,
    gender: 'female',
    experience_years: id,
    degrees: 'MBBS',
    degree_list: ['MBBS'],
    languages: ['English'],
    bio: null,
    online_fee_paise: 50_000,
    offline_fee_paise: 60_000,
    rating_avg: rating,
    rating_count: 10,
    slot_minutes: 30,
    min_notice_minutes: 0,
    booking_horizon_days: 30,
    offers_virtual: true,
    clinic_id: `clinic-${id}`,
    clinic_name: `${name.split(' ')[1]} Clinic`,
    address: '1 Main Road',
    city,
    locality: 'Indiranagar',
    time_zone: 'Asia/Kolkata',
    specs,
    timings: [],
  };
}

const DENTIST: [string, string] = ['Dentist', 'dentist'];
const GP: [string, string] = ['General Physician', 'general-physician'];

/** A directory on `database` whose change feed the test drives. */
function liveDirectoryOf(database: Database) {
  let listener: ChangeListener = () => {};
  const directory = new DoctorDirectory(database, {
    live: true,
    subscribe: (fn) => {
      listener = fn;
      return () => {};
    },
  });
  const changed = (ids: string[]) => listener(new Set(ids.map((id) => `doctor:${id}`)));
  return { directory, changed };
}

function directoryOf(rows: ReturnType<typeof row>[]) {
  return liveDirectoryOf({ rows: vi.fn(async () => rows) } as unknown as Database).directory;
}

const names = (list: { name: string }[]) => list.map((d) => d.name);

describe('DoctorDirectory.ordered with a speciality', () => {
  const rows = [
    row(1, 'Dr. Asha Rao', 'Bengaluru', [DENTIST], 4.9),
    row(2, 'Dr. Ravi Kumar', 'Bengaluru', [GP], 4.8),
    row(3, 'Dr. Meera Dentist', 'Bengaluru', [GP], 4.7),
    row(4, 'Dr. Kiran Shah', 'Mumbai', [DENTIST], 4.6),
    row(5, 'Dr. Leela Iyer', 'Bengaluru', [DENTIST, GP], 4.5),
  ];

  it('lists, in the order asked, the city\u2019s doctors of that speciality by name or slug, and those whose text holds it', async () => {
    const directory = directoryOf(rows);
    expect(names(await directory.ordered('bengaluru', 'rating', 'dentist'))).toEqual([
      'Dr. Asha Rao',
      'Dr. Meera Dentist',
      'Dr. Leela Iyer',
    ]);
    expect(names(await directory.ordered('bengaluru', 'rating', 'general-physician'))).toEqual([
      'Dr. Ravi Kumar',
      'Dr. Meera Dentist',
      'Dr. Leela Iyer',
    ]);
    expect(names(await directory.ordered(undefined, 'experience', 'dentist'))).toEqual([
      'Dr. Leela Iyer',
      'Dr. Kiran Shah',
      'Dr. Meera Dentist',
      'Dr. Asha Rao',
    ]);
    // Free text that names no speciality is matched the same way, per search.
    expect(names(await directory.ordered('bengaluru', 'rating', 'indiranagar'))).toHaveLength(4);
    expect(names(await directory.ordered('bengaluru', 'rating', 'physic'))).toEqual([
      'Dr. Ravi Kumar',
      'Dr. Meera Dentist',
      'Dr. Leela Iyer',
    ]);
    expect(await directory.ordered('bengaluru', 'rating', 'cardiologist')).toEqual([]);
  });

  it('keeps a known speciality\u2019s list until the next load, and makes it again from the new data', async () => {
    const directory = directoryOf(rows);
    const first = await directory.ordered('bengaluru', 'relevance', 'dentist');
    expect(await directory.ordered('bengaluru', 'relevance', 'dentist')).toBe(first);
    // Free text is not kept.
    const free = await directory.ordered('bengaluru', 'relevance', 'rao');
    expect(await directory.ordered('bengaluru', 'relevance', 'rao')).not.toBe(free);

    // A change to a doctor (here: Dr. Ravi Kumar becomes a dentist) reloads that doctor.
    const changed = [...rows];
    changed[1] = row(2, 'Dr. Ravi Kumar', 'Bengaluru', [DENTIST], 4.8);
    const database = { rows: vi.fn(async () => changed) } as unknown as Database;
    const { directory: live, changed: notify } = liveDirectoryOf(database);
    vi.mocked(database.rows).mockResolvedValueOnce(rows);
    expect(names(await live.ordered('bengaluru', 'rating', 'dentist'))).toEqual([
      'Dr. Asha Rao',
      'Dr. Meera Dentist',
      'Dr. Leela Iyer',
    ]);
    notify([changed[1]!.user_id]);
    vi.mocked(database.rows).mockResolvedValueOnce([changed[1]]);
    expect(names(await live.ordered('bengaluru', 'rating', 'dentist'))).toEqual([
      'Dr. Asha Rao',
      'Dr. Ravi Kumar',
      'Dr. Meera Dentist',
      'Dr. Leela Iyer',
    ]);
  });

  it('keeps speciality lists up to a number of doctors in all, dropping the oldest first', async () => {
    expect(MAX_SPECIALITY_ENTRIES).toBeGreaterThan(1_000_000);
    // Three specialities of ten doctors each in one city: every list holds ten.
    const rows = Array.from({ length: 30 }, (_, i) =>
      row(i + 1, `Dr. N${i} X`, 'Pune', [[`Spec ${'ABC'[i % 3]}`, `spec-${'abc'[i % 3]}`]]),
    );
    const database = { rows: vi.fn(async () => rows) } as unknown as Database;
    const feed = { live: true, subscribe: () => () => {} };
    const directory = new DoctorDirectory(database, feed, undefined, 100);
    const asked: [DirectoryOrder, string][] = [];
    for (const order of Object.keys(ORDERS) as DirectoryOrder[])
      for (const spec of ['spec a', 'spec b', 'spec c']) asked.push([order, spec]);
    const made = [];
    for (const [order, spec] of asked) made.push(await directory.ordered('pune', order, spec));
    expect(made.every((list) => list.length === 10)).toBe(true);
    // 21 lists of ten doctors, at most 100 doctors kept: the last ten lists.
    const again = (i: number) => directory.ordered('pune', ...asked[i]!);
    expect(await again(20)).toBe(made[20]);
    expect(await again(11)).toBe(made[11]);
    const remade = await again(10);
    expect(remade).not.toBe(made[10]);
    expect(remade).toEqual(made[10]);
  });
});

describe('DoctorDirectory after changes to a few doctors', () => {
  const CITIES = ['Bengaluru', 'Mumbai', 'Pune'];
  const SPECS: [string, string][] = [
    DENTIST,
    GP,
    ['Dermatologist', 'dermatologist'],
    ['Pediatrician', 'pediatrician'],
  ];
  const ORDER_NAMES = Object.keys(ORDERS) as DirectoryOrder[];
  // Deterministic, so a failure names its step.
  const { next: random, pick } = seededRandom(11);
  const drawn = (id: number) => {
    const r = row(
      id,
      `Dr. ${pick(['Asha', 'Ravi', 'Meera', 'Kiran'])} ${pick(['Rao', 'Dentist', 'Shah', 'Iyer'])}`,
      pick(CITIES),
      SPECS.filter(() => random() < 0.4),
      Math.round(random() * 50) / 10,
    );
    return {
      ...r,
      experience_years: Math.floor(random() * 4) * 5,
      offline_fee_paise: Math.floor(random() * 3) * 20_000,
      rating_count: Math.floor(random() * 3) * 10,
    };
  };

  it('answers every city, order and speciality as a directory loaded from scratch would', async () => {
    let table = Array.from({ length: 40 }, (_, i) => drawn(i + 1));
    const database = {
      rows: vi.fn(async (_sql: string, params?: unknown[]) =>
        params ? table.filter((r) => (params[0] as string[]).includes(r.user_id)) : table,
      ),
    } as unknown as Database;
    const { directory: live, changed: notifyLive } = liveDirectoryOf(database);
    // One more made ready at once, as the server does at start.
    const { directory: prepared, changed: notifyPrepared } = liveDirectoryOf(database);
    await prepared.prepare();
    const notify = (changedIds: string[]) => {
      notifyLive(changedIds);
      notifyPrepared(changedIds);
    };
    const questions: [string | undefined, DirectoryOrder, string | undefined][] = [];
    for (const city of [undefined, ...CITIES.map((c) => c.toLowerCase())])
      for (const order of ORDER_NAMES)
        for (const spec of [undefined, 'dentist', 'general-physician', 'pediatrician', 'rao'])
          questions.push([city, order, spec]);
    const ids = (list: DirectoryDoctor[]) => list.map((d) => d.userId);
    // Every list made (and kept) before the changes start.
    for (const q of questions) await live.ordered(...q);

    const answered = new Map<DirectoryDoctor[], string[]>();
    let nextId = 100;
    for (let step = 0; step < 30; step++) {
      const changedIds: string[] = [];
      for (let k = 0; k < 1 + Math.floor(random() * 3); k++) {
        const what = random();
        if (what < 0.2 && table.length > 5) {
          const gone = pick(table);
          table = table.filter((r) => r !== gone); // deactivated or unverified
          changedIds.push(gone.user_id);
        } else if (what < 0.4) {
          const added = drawn(nextId++); // newly verified
          table = [...table, added];
          changedIds.push(added.user_id);
        } else {
          const old = pick(table);
          const edited = { ...drawn(Number(old.user_id.slice(-12))), user_id: old.user_id };
          table = table.map((r) => (r === old ? edited : r)); // profile, clinic or specialities edited
          changedIds.push(old.user_id);
        }
      }
      notify(changedIds);
      const fresh = directoryOf(table);
      // From step 10, a speciality asked for the first time: made from the patched sets.
      const asked: typeof questions =
        step < 10
          ? questions
          : [
              ...questions,
              ...questions.map(([c, o]): (typeof questions)[number] => [c, o, 'dermatologist']),
            ];
      // The plain definition: every listed doctor of the city that matches, in
      // the order, ties by name (collation), then id.
      const all = await fresh.all();
      const collator = new Intl.Collator();
      const plain = ([city, order, spec]: (typeof questions)[number]) =>
        all
          .filter((d) => city === undefined || d.cityKey === city)
          .filter((d) => spec === undefined || matchesSpeciality(d, spec))
          .sort(
            (a, b) =>
              ORDERS[order](a, b) ||
              collator.compare(a.name, b.name) ||
              (a.userId < b.userId ? -1 : 1),
          );
      // A list once answered is never changed in place (search keeps what it
      // derives from one by the list itself: service.ts).
      for (const [list, was] of answered) expect(ids(list), `step ${step}`).toEqual(was);
      for (const q of asked) {
        const expected = ids(plain(q));
        const got = await live.ordered(...q);
        if (!answered.has(got)) answered.set(got, ids(got));
        expect(ids(got), `step ${step}: ${q.join(', ')}`).toEqual(expected);
        expect(
          ids(await prepared.ordered(...q)),
          `prepared, step ${step}: ${q.join(', ')}`,
        ).toEqual(expected);
        expect(ids(await fresh.ordered(...q)), `fresh, step ${step}: ${q.join(', ')}`).toEqual(
          expected,
        );
      }
    }
  });
});

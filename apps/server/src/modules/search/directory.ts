// The searchable directory of verified, active doctors, kept in memory per
// instance. Search filters and sorts it without a query; only the booked times
// of the page's doctors are read per request. It follows the change feed: a
// change to a doctor (account, profile, clinic, hours, specialities), committed
// through any instance, marks that doctor, and the next read reloads just the
// marked doctors. While the feed cannot vouch for it (PostgreSQL's listening
// connection is down) it reloads whole, at most every DEGRADED_REFRESH_MS.
import type { Database } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';

export interface DirectoryTiming {
  dayOfWeek: string;
  startTime: string;
  endTime: string;
}

export interface DirectoryDoctor {
  userId: string;
  name: string;
  gender: 'male' | 'female' | 'other' | null;
  experience: number;
  degrees: string;
  degreeList: string[];
  languages: string[];
  registrationNumber: string | null;
  council: string | null;
  bio: string | null;
  photoUrl: string | null;
  photoThumbUrl: string | null;
  onlineFeePaise: number;
  offlineFeePaise: number;
  rating: number;
  patientStories: number;
  slotMinutes: number;
  minNoticeMinutes: number;
  /** How many days ahead patients may book (the schedule editor; 30 by default). */
  bookingHorizonDays: number;
  offersVirtual: boolean;
  specializations: string[];
  specializationSlugs: string[];
  clinicId: string;
  clinicName: string;
  clinicAddress: string;
  clinicCity: string;
  locality: string | null;
  additionalLocationInfo: string | null;
  /** The clinic's phone shown to patients, null when the doctor gave none. */
  clinicPhone: string | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  timings: DirectoryTiming[];
  /** Precomputed for sorting by relevance: rating weighted by how many reviews back it. */
  relevance: number;
  /** Lower-cased text the free-text part of a search looks in. */
  haystack: string;
  /** Lower-cased once at load, so a search compares without allocating. */
  cityKey: string;
  specKeys: string[];
  /**
   * The doctor's place among all listed doctors by name (collation order, then
   * id), set by the directory at each load: ties in every order go by it, so a
   * sort compares two numbers where it compared two names.
   */
  nameRank: number;
}

/** The orders search shows; ties go by name, then id, in every one. */
export const ORDERS = {
  relevance: (a: DirectoryDoctor, b: DirectoryDoctor) => b.relevance - a.relevance,
  experience: (a: DirectoryDoctor, b: DirectoryDoctor) => b.experience - a.experience,
  'fee-clinic': (a: DirectoryDoctor, b: DirectoryDoctor) => a.offlineFeePaise - b.offlineFeePaise,
  'fee-virtual': (a: DirectoryDoctor, b: DirectoryDoctor) => a.onlineFeePaise - b.onlineFeePaise,
  'fee-desc-clinic': (a: DirectoryDoctor, b: DirectoryDoctor) =>
    b.offlineFeePaise - a.offlineFeePaise,
  'fee-desc-virtual': (a: DirectoryDoctor, b: DirectoryDoctor) =>
    b.onlineFeePaise - a.onlineFeePaise,
  rating: (a: DirectoryDoctor, b: DirectoryDoctor) =>
    b.rating - a.rating || b.patientStories - a.patientStories,
} as const;
export type DirectoryOrder = keyof typeof ORDERS;

const collator = new Intl.Collator();
const byId = (a: DirectoryDoctor, b: DirectoryDoctor) =>
  a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
/** By name, then id: the order of `nameRank`. */
const byName = (a: DirectoryDoctor, b: DirectoryDoctor) =>
  collator.compare(a.name, b.name) || byId(a, b);
/**
 * An order with its ties broken by name, then id (`nameRank`): no two doctors
 * compare equal.
 */
const comparator = (order: DirectoryOrder) => (a: DirectoryDoctor, b: DirectoryDoctor) =>
  ORDERS[order](a, b) || a.nameRank - b.nameRank;

/** Numbers the doctors in their name order. */
function rank(byNameList: readonly DirectoryDoctor[]): void {
  for (let i = 0; i < byNameList.length; i++) byNameList[i]!.nameRank = i;
}

/** Where `d` goes in a list sorted by `compare`. */
function insertionIndex(
  list: readonly DirectoryDoctor[],
  d: DirectoryDoctor,
  compare: (a: DirectoryDoctor, b: DirectoryDoctor) => number,
): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(list[mid]!, d) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Every doctor's haystack in one text (joined by newlines), where each one starts, and the doctors by slug. */
interface SearchTexts {
  all: string;
  starts: Int32Array;
  doctors: readonly DirectoryDoctor[];
  bySlug: Map<string, DirectoryDoctor[]>;
}

/** The index of the last start at or before `at` (starts ascending, starts[0] = 0). */
function lastAtOrBefore(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The doctors by city (lower-cased name), each city's in the order given. */
function groupByCity(doctors: Iterable<DirectoryDoctor>): Map<string, DirectoryDoctor[]> {
  const byCity = new Map<string, DirectoryDoctor[]>();
  for (const d of doctors) {
    const group = byCity.get(d.cityKey);
    if (group) group.push(d);
    else byCity.set(d.cityKey, [d]);
  }
  return byCity;
}

/** A kept list: the doctors of one city (or all), in one order, of one speciality (or any). */
interface Kept {
  order: DirectoryOrder;
  cityKey: string | undefined;
  spec?: string;
  list: DirectoryDoctor[];
}

/**
 * Whether a doctor answers to a speciality text (trimmed, lower-cased): one of
 * their specialities by name or slug, or part of their name, specialities,
 * clinic, locality or city.
 */
export function matchesSpeciality(d: DirectoryDoctor, spec: string): boolean {
  return isOwnSpeciality(d, spec) || d.haystack.includes(spec);
}

/** Whether the text is one of the doctor's specialities, by name or slug. */
export function isOwnSpeciality(d: DirectoryDoctor, spec: string): boolean {
  return d.specKeys.includes(spec) || d.specializationSlugs.includes(spec);
}

/** Adds the doctor's specialities, by name and slug, to the known ones. */
function addSpecialitiesOf(d: DirectoryDoctor, known: Set<string>): void {
  for (const spec of d.specKeys) known.add(spec);
  for (const slug of d.specializationSlugs) known.add(slug);
}

/**
 * How many doctors the lists of a known speciality's doctors (per city and
 * order) may hold together between loads (pointers: 8 bytes each); past it the
 * oldest lists are dropped, and made again on use. A list is a speciality's
 * doctors in one city, so every list of every speciality, city and order
 * together is a few times the directory for each order: at 100,000 doctors,
 * 80 cities and 60 specialities about 34,000 lists and 1.5 million entries,
 * all kept. A bound by count (it was 2,000 lists) dropped and made lists again
 * all the time under searches spread over many cities.
 */
export const MAX_SPECIALITY_ENTRIES = 8_000_000;

/** While the change feed is down: how old a whole copy may get. */
export const DEGRADED_REFRESH_MS = 1_000;

const DIRECTORY_SQL = `select u.id as user_id, u.name, p.gender, p.experience_years, p.degrees, p.bio, p.photo_url,
              p.degree_list, p.languages, p.registration_number, p.council, p.photo_thumb_url,
              p.online_fee_paise, p.offline_fee_paise, p.rating_avg, p.rating_count,
              p.slot_minutes, p.min_notice_minutes, p.booking_horizon_days, p.offers_virtual,
              c.id as clinic_id, c.name as clinic_name, c.address, c.city, c.locality,
              c.additional_info, c.phone as clinic_phone, c.lat, c.lng, c.time_zone,
              coalesce((select json_agg(json_build_array(s.name, s.slug) order by s.name)
                          from doctor_specializations ds join specializations s on s.id = ds.specialization_id
                         where ds.doctor_id = u.id), '[]') as specs,
              coalesce((select json_agg(json_build_array(t.day_of_week, t.start_time, t.end_time)
                                        order by t.day_of_week, t.start_time)
                          from clinic_timings t where t.clinic_id = c.id), '[]') as timings
         from users u
         join doctor_profiles p on p.user_id = u.id
         join lateral (select * from clinics c where c.doctor_id = u.id order by c.created_at limit 1) c on true
        where u.role = 'doctor' and u.status = 'active' and p.verification_status = 'Verified'`;

export class DoctorDirectory {
  /** Every listed doctor; made again on use after a load of changed doctors. */
  private doctorList: DirectoryDoctor[] | null = [];
  private byId = new Map<string, DirectoryDoctor>();
  private byCity = new Map<string, DirectoryDoctor[]>();
  /**
   * Sorted copies by order and city, made on first use after a whole load; a
   * load of changed doctors patches them (and the speciality sets and lists).
   */
  private orders = new Map<string, Kept>();
  /** Every speciality name and slug of a listed doctor, lower-cased. */
  private specialities = new Set<string>();
  /** The doctors that match each known speciality, found on first use. */
  private speciality = new Map<string, Set<DirectoryDoctor>>();
  /** The sorted copies narrowed to a known speciality, made on first use. */
  private bySpeciality = new Map<string, Kept>();
  /** For membersOf: made on use, dropped by any load. */
  private searchTexts: SearchTexts | null = null;
  /** The orders and specialities whose city lists were all made at once (spreadSpeciality). */
  private spread = new Set<string>();
  private get doctors(): DirectoryDoctor[] {
    return (this.doctorList ??= [...this.byId.values()]);
  }
  /** Every listed doctor by name, then id: each one's index is its `nameRank`. */
  private byName: DirectoryDoctor[] = [];
  /** A whole reload is due (start, a gap in the feed, a change too wide to name). */
  private whole = true;
  private loadedAt = 0;
  /** Doctors changed since their copy was read. */
  private readonly dirty = new Set<string>();
  private loading: Promise<void> | null = null;
  private readonly unsubscribe: () => void;

  /** Doctors in all the speciality lists kept (bySpeciality). */
  private specialityEntries = 0;

  constructor(
    private readonly database: Database,
    private readonly feed: Pick<ChangeFeed, 'live' | 'subscribe'>,
    private readonly nowMs: () => number = () => systemClock.now().getTime(),
    private readonly maxSpecialityEntries = MAX_SPECIALITY_ENTRIES,
  ) {
    this.unsubscribe = feed.subscribe((keys) => {
      if (keys === 'everything') {
        this.whole = true;
        return;
      }
      for (const key of keys)
        if (key.startsWith('doctor:') && key !== 'doctor:*') this.dirty.add(key.slice(7));
    });
  }

  async all(): Promise<DirectoryDoctor[]> {
    await this.ensureFresh();
    return this.doctors;
  }

  /** The doctors of one city (lower-cased name), or all of them. */
  async inCity(cityKey: string | undefined): Promise<DirectoryDoctor[]> {
    await this.ensureFresh();
    return cityKey === undefined ? this.doctors : (this.byCity.get(cityKey) ?? []);
  }

  /**
   * Loads the directory and makes, ahead of the first search, what searches
   * read: every city's doctors in every order, the doctors of every known
   * speciality, and each speciality's doctors per city in every order. At
   * start, before the port opens; after a later whole load they are made again
   * on first use. Made on first use instead, the speciality lists alone took a
   * tenth of a search's time for the first minute of the scale bench (about
   * 500 orders and specialities, each grouping and sorting its doctors).
   */
  async prepare(): Promise<void> {
    await this.ensureFresh();
    for (const order of Object.keys(ORDERS) as DirectoryOrder[]) {
      for (const cityKey of this.byCity.keys()) this.inOrder(cityKey, order);
      // Each speciality's doctors are found on its first spread.
      for (const spec of this.specialities) this.spreadSpeciality(order, spec);
    }
  }

  /**
   * The doctors of one city (or all), in one of the search's orders. Each
   * order is sorted once per city after a (re)load, on first use, so a search
   * filters a ready list instead of sorting.
   */
  async ordered(
    cityKey: string | undefined,
    order: DirectoryOrder,
    /** A speciality text (trimmed, lower-cased): only the doctors that match it (matchesSpeciality). */
    spec?: string,
  ): Promise<DirectoryDoctor[]> {
    await this.ensureFresh();
    const list = this.inOrder(cityKey, order);
    if (spec === undefined) return list;
    // Free text is matched per search. A known speciality (the search form's
    // choices: a bounded set) is matched once over all doctors, and its doctors
    // are kept per city and order, so a speciality search reads its few hundred
    // doctors rather than testing the text of every doctor of the city.
    if (!this.specialities.has(spec)) return list.filter((d) => matchesSpeciality(d, spec));
    const specKey = `${order}|${cityKey ?? ''}|${spec}`;
    let narrowed = this.bySpeciality.get(specKey)?.list;
    if (!narrowed && cityKey !== undefined && !this.spread.has(`${order}|${spec}`)) {
      this.spreadSpeciality(order, spec);
      narrowed = this.bySpeciality.get(specKey)?.list;
    }
    if (!narrowed) {
      // A city without the speciality's doctors, a list dropped since, or all cities.
      const members = this.membersOf(spec);
      narrowed = list.filter((d) => members.has(d));
      this.keepSpecialityList(specKey, { order, cityKey, spec, list: narrowed });
    }
    return narrowed;
  }

  /** The city's (or all) doctors in an order, sorted on first use. */
  private inOrder(cityKey: string | undefined, order: DirectoryOrder): DirectoryDoctor[] {
    const key = `${order}|${cityKey ?? ''}`;
    let kept = this.orders.get(key);
    if (!kept) {
      const base = cityKey === undefined ? this.doctors : (this.byCity.get(cityKey) ?? []);
      kept = { order, cityKey, list: [...base].sort(comparator(order)) };
      this.orders.set(key, kept);
    }
    return kept.list;
  }

  /**
   * Every city's list of a speciality in an order, in one pass: its doctors
   * (a few thousand) grouped by city, each group sorted. Filtering each city's
   * whole list instead cost a pass over the city per first search of a city.
   */
  private spreadSpeciality(order: DirectoryOrder, spec: string): void {
    this.spread.add(`${order}|${spec}`);
    const compare = comparator(order);
    for (const [cityKey, group] of groupByCity(this.membersOf(spec)))
      this.keepSpecialityList(`${order}|${cityKey}|${spec}`, {
        order,
        cityKey,
        spec,
        list: group.sort(compare),
      });
  }

  /**
   * Keeps a speciality's list; the oldest lists go (a Map keeps its insertion
   * order), not all at once: dropping every list made the next searches of
   * every city make theirs again.
   */
  private keepSpecialityList(key: string, kept: Kept): void {
    for (const [oldest, old] of this.bySpeciality) {
      if (this.specialityEntries + kept.list.length <= this.maxSpecialityEntries) break;
      this.bySpeciality.delete(oldest);
      this.specialityEntries -= old.list.length;
    }
    this.bySpeciality.set(key, kept);
    this.specialityEntries += kept.list.length;
  }

  /** The doctors that match a known speciality: one pass over the directory on first use. */
  private membersOf(spec: string): Set<DirectoryDoctor> {
    let members = this.speciality.get(spec);
    if (!members) {
      // matchesSpeciality for every doctor: a speciality's slug, or the text in
      // the haystack (which holds the doctor's speciality names). The haystacks
      // are searched as one text: a native search over it finds the few
      // thousand doctors that hold the text, where testing each doctor's
      // haystack in turn took about 50 ms per speciality at 100,000 doctors.
      const text = this.texts();
      members = new Set(text.bySlug.get(spec));
      for (let at = text.all.indexOf(spec); at >= 0;) {
        const i = lastAtOrBefore(text.starts, at);
        const d = text.doctors[i]!;
        members.add(d);
        // On to the next doctor: one match is enough.
        const next = i + 1 < text.starts.length ? text.starts[i + 1]! : text.all.length;
        at = text.all.indexOf(spec, next);
      }
      this.speciality.set(spec, members);
    }
    return members;
  }

  /** Every doctor's haystack in one text, and the doctors by slug; made again after a change. */
  private texts(): SearchTexts {
    if (this.searchTexts) return this.searchTexts;
    const doctors = this.doctors;
    const starts = new Int32Array(doctors.length);
    const bySlug = new Map<string, DirectoryDoctor[]>();
    let length = 0;
    doctors.forEach((d, i) => {
      starts[i] = length;
      // A newline between haystacks: no speciality holds one, so no match spans two.
      length += d.haystack.length + 1;
      for (const slug of d.specializationSlugs) {
        const list = bySlug.get(slug);
        if (list) list.push(d);
        else bySlug.set(slug, [d]);
      }
    });
    const all = doctors.map((d) => d.haystack).join('\n');
    this.searchTexts = { all, starts, doctors, bySlug };
    return this.searchTexts;
  }

  async get(userId: string): Promise<DirectoryDoctor | undefined> {
    await this.ensureFresh();
    return this.byId.get(userId);
  }

  close(): void {
    this.unsubscribe();
  }

  private async ensureFresh(): Promise<void> {
    // Loads run one at a time; a read during one waits for it (it may be the
    // load of the very change the reader is after), and a change that arrives
    // during one is for the next.
    for (;;) {
      if (this.loading) {
        await this.loading;
        continue;
      }
      if (!this.stale()) return;
      this.loading = this.load().finally(() => (this.loading = null));
    }
  }

  private stale(): boolean {
    if (this.whole) return true;
    if (!this.feed.live && this.nowMs() - this.loadedAt >= DEGRADED_REFRESH_MS) return true;
    return this.dirty.size > 0;
  }

  private async load(): Promise<void> {
    const startedAt = this.nowMs();
    const whole = this.whole || !this.feed.live || this.dirty.size > 500;
    const ids = [...this.dirty];
    this.whole = false;
    this.dirty.clear();
    let changed: { removed: DirectoryDoctor[]; added: DirectoryDoctor[] } | null = null;
    try {
      if (whole) {
        const rows = await this.database.rows<Record<string, unknown>>(DIRECTORY_SQL);
        this.byId = new Map(rows.map(toDoctor).map((d) => [d.userId, d]));
        this.loadedAt = startedAt;
      } else {
        const rows = await this.database.rows<Record<string, unknown>>(
          `${DIRECTORY_SQL} and u.id = any($1::uuid[])`,
          [ids],
        );
        // Read before anything changes: a row that does not read leaves all as it was.
        const added = rows.map(toDoctor);
        const removed: DirectoryDoctor[] = [];
        for (const id of ids) {
          const before = this.byId.get(id);
          if (!before) continue;
          removed.push(before);
          this.byId.delete(id);
        }
        for (const d of added) this.byId.set(d.userId, d);
        changed = { removed, added };
      }
    } catch (err) {
      if (whole) this.whole = true;
      else for (const id of ids) this.dirty.add(id);
      throw err;
    }
    this.searchTexts = null;
    if (changed) {
      // Only the changed doctors' cities, in the order a whole load gives.
      this.doctorList = null;
      const gone = new Set(changed.removed);
      const cities = new Set([...changed.removed, ...changed.added].map((d) => d.cityKey));
      for (const city of cities) {
        const list = (this.byCity.get(city) ?? []).filter((d) => !gone.has(d));
        for (const d of changed.added) if (d.cityKey === city) list.push(d);
        if (list.length) this.byCity.set(city, list);
        else this.byCity.delete(city);
      }
      this.patch(changed.removed, changed.added);
      return;
    }
    this.doctorList = [...this.byId.values()];
    this.byName = [...this.doctorList].sort(byName);
    rank(this.byName);
    this.byCity = groupByCity(this.doctors);
    this.orders = new Map();
    const specialities = new Set<string>();
    for (const d of this.doctors) addSpecialitiesOf(d, specialities);
    this.specialities = specialities;
    this.speciality = new Map();
    this.bySpeciality = new Map();
    this.spread = new Set();
    this.specialityEntries = 0;
  }

  /**
   * The kept lists and sets after a load of a few changed doctors: their old
   * copies out, their new ones in where they belong. Sorting a city again, or
   * matching a speciality over every doctor again, for each change would make
   * every edit anywhere cost the next searches a pass over the directory.
   * (A speciality no doctor has any more stays known until a whole load; it is
   * matched by the same rule either way.)
   */
  private patch(removed: DirectoryDoctor[], added: DirectoryDoctor[]): void {
    for (const d of added) addSpecialitiesOf(d, this.specialities);
    for (const [spec, members] of this.speciality) {
      for (const d of removed) members.delete(d);
      for (const d of added) if (matchesSpeciality(d, spec)) members.add(d);
    }
    // Only the lists of the changed doctors' cities (and of all cities) can change.
    const cities = new Set([...removed, ...added].map((d) => d.cityKey));
    const lists = [...this.orders.values(), ...this.bySpeciality.values()].filter(
      (kept) => kept.cityKey === undefined || cities.has(kept.cityKey),
    );
    // A list that changes is copied first: a search may still be reading it.
    const copied = new Set<Kept>();
    const editable = (kept: Kept) => {
      if (!copied.has(kept)) {
        kept.list = kept.list.slice();
        copied.add(kept);
      }
      return kept.list;
    };
    // A speciality list's doctors count towards the bound on them all.
    const counted = (kept: Kept, change: number) => {
      if (kept.spec !== undefined) this.specialityEntries += change;
    };
    // Each old copy out, found where the order puts it by the ranks it was sorted with.
    for (const kept of lists) {
      const compare = comparator(kept.order);
      for (const d of removed) {
        const at = insertionIndex(kept.list, d, compare);
        if (kept.list[at] !== d) continue;
        editable(kept).splice(at, 1);
        counted(kept, -1);
      }
    }
    // The name order without the old copies and with the new ones, numbered
    // again: the others keep their relative order, so every list stays sorted.
    const gone = new Set(removed);
    const byNameList = gone.size ? this.byName.filter((d) => !gone.has(d)) : this.byName.slice();
    for (const d of added) byNameList.splice(insertionIndex(byNameList, d, byName), 0, d);
    this.byName = byNameList;
    rank(byNameList);
    for (const kept of lists) {
      const members = kept.spec === undefined ? undefined : this.membersOf(kept.spec);
      const belongs = (d: DirectoryDoctor) =>
        (kept.cityKey === undefined || d.cityKey === kept.cityKey) &&
        (members === undefined || members.has(d));
      const compare = comparator(kept.order);
      for (const d of added) {
        if (!belongs(d)) continue;
        const list = editable(kept);
        list.splice(insertionIndex(list, d, compare), 0, d);
        counted(kept, +1);
      }
    }
  }
}

function parseJson<T>(v: unknown): T {
  return (typeof v === 'string' ? JSON.parse(v) : v) as T;
}

/** A text[] column: an array from node-postgres and PGlite, a '{a,b}' literal from neither. */
function pgArray(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'string' && v.startsWith('{')) {
    const inner = v.slice(1, -1);
    if (!inner) return [];
    return (inner.match(/"((?:[^"\\]|\\.)*)"|[^,]+/g) ?? []).map((x) =>
      x.startsWith('"') ? x.slice(1, -1).replace(/\\(.)/g, '$1') : x,
    );
  }
  return [];
}

function toDoctor(r: Record<string, unknown>): DirectoryDoctor {
  const specs = parseJson<[string, string][]>(r.specs);
  const timings = parseJson<[string, string, string][]>(r.timings);
  const rating = Number(r.rating_avg ?? 0);
  const stories = Number(r.rating_count ?? 0);
  const experience = Number(r.experience_years ?? 0);
  const d: DirectoryDoctor = {
    userId: String(r.user_id),
    name: String(r.name),
    gender: (r.gender as DirectoryDoctor['gender']) ?? null,
    experience,
    degrees: String(r.degrees ?? ''),
    degreeList: pgArray(r.degree_list),
    languages: pgArray(r.languages),
    registrationNumber: (r.registration_number as string | null) ?? null,
    council: (r.council as string | null) ?? null,
    bio: (r.bio as string | null) ?? null,
    photoUrl: (r.photo_url as string | null) ?? null,
    photoThumbUrl: (r.photo_thumb_url as string | null) ?? (r.photo_url as string | null) ?? null,
    onlineFeePaise: Number(r.online_fee_paise),
    offlineFeePaise: Number(r.offline_fee_paise),
    rating: Math.round(rating * 10) / 10,
    patientStories: stories,
    slotMinutes: Number(r.slot_minutes),
    minNoticeMinutes: Number(r.min_notice_minutes),
    bookingHorizonDays: Number(r.booking_horizon_days ?? 30),
    offersVirtual: Boolean(r.offers_virtual),
    specializations: specs.map((s) => s[0]),
    specializationSlugs: specs.map((s) => s[1]),
    clinicId: String(r.clinic_id),
    clinicName: String(r.clinic_name),
    clinicAddress: String(r.address),
    clinicCity: String(r.city),
    locality: (r.locality as string | null) ?? null,
    additionalLocationInfo: (r.additional_info as string | null) ?? null,
    clinicPhone: (r.clinic_phone as string | null) ?? null,
    latitude: r.lat == null ? null : Number(r.lat),
    longitude: r.lng == null ? null : Number(r.lng),
    timeZone: String(r.time_zone),
    timings: timings.map(([dayOfWeek, startTime, endTime]) => ({ dayOfWeek, startTime, endTime })),
    // Bayesian-style: a 4.8 from 200 reviews outranks a 5.0 from 2.
    relevance: ((rating * stories + 4 * 10) / (stories + 10)) * 10 + Math.min(experience, 30) / 10,
    haystack: '',
    nameRank: 0,
    cityKey: String(r.city).toLowerCase(),
    specKeys: specs.map((s) => s[0].toLowerCase()),
  };
  d.haystack = [d.name, ...d.specializations, d.clinicName, d.locality ?? '', d.clinicCity]
    .join(' ')
    .toLowerCase();
  return d;
}

// Doctor search: filter and sort the in-memory directory, then add the next
// free slot of the page's doctors (kept per doctor: next-free.ts).
import type { NextFreeSlot } from '@clinic/shared/slots';
import {
  localDateOf,
  localMinutesOf,
  localWeekdayOf,
  parseTimeOfDay,
} from '@clinic/shared/time-zone';
import {
  isOwnSpeciality,
  type DirectoryDoctor,
  type DirectoryOrder,
  type DoctorDirectory,
} from './directory.ts';

/**
 * How long one search's answer may be reused, per instance, for what changes
 * with the clock (the next free slot, "available today"). A change to any
 * doctor, or to the calendar of a doctor on the page, drops it at once, on
 * every instance (lib/change-feed.ts).
 */
export const SEARCH_MAX_AGE_MS = 10_000;

export type SearchAnswer = Awaited<ReturnType<typeof searchDoctors>>;

export const SORTS = ['relevance', 'experience', 'fee', 'fee-desc', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

export interface SearchParams {
  specialization?: string;
  city?: string;
  gender?: 'male' | 'female' | 'other';
  minExperience?: number;
  minStories?: number;
  minFee?: number;
  maxFee?: number;
  mode: 'clinic' | 'virtual';
  availableToday: boolean;
  sort: Sort;
  page: number;
  pageSize: number;
}

/** The city is the part of the location before the first comma (spec section 5). */
export const cityOf = (location: string) => location.split(',')[0]!.trim().toLowerCase();

/** The next free slot of each doctor, in their order (next-free.ts). */
export type NextFreeOf = (
  doctors: readonly DirectoryDoctor[],
  now: Date,
) => Promise<(NextFreeSlot | null)[]>;

export async function searchDoctors(
  directory: DoctorDirectory,
  nextFree: NextFreeOf,
  params: SearchParams,
  now: Date,
) {
  const spec = params.specialization?.trim().toLowerCase() || undefined;
  const city = params.city ? cityOf(params.city) || undefined : undefined;

  const order: DirectoryOrder =
    params.sort === 'fee' || params.sort === 'fee-desc'
      ? `${params.sort}-${params.mode === 'virtual' ? 'virtual' : 'clinic'}`
      : params.sort;
  // The filters asked for, as one test (a whole city is thousands of doctors
  // per search); none asked, every doctor of the list matches. Fees compare in paise.
  const { gender, minExperience, minStories, minFee, maxFee } = params;
  const virtual = params.mode === 'virtual';
  const filtered =
    gender !== undefined ||
    minExperience !== undefined ||
    minStories !== undefined ||
    minFee !== undefined ||
    maxFee !== undefined ||
    virtual;
  const experienceAtLeast = minExperience ?? -Infinity;
  const storiesAtLeast = minStories ?? -Infinity;
  const feeAtLeast = minFee === undefined ? -Infinity : minFee * 100;
  const feeAtMost = maxFee === undefined ? Infinity : maxFee * 100;
  const keep = (d: DirectoryDoctor) => {
    const fee = virtual ? d.onlineFeePaise : d.offlineFeePaise;
    return (
      (gender === undefined || d.gender === gender) &&
      d.experience >= experienceAtLeast &&
      d.patientStories >= storiesAtLeast &&
      fee >= feeAtLeast &&
      fee <= feeAtMost &&
      (!virtual || d.offersVirtual)
    );
  };
  // Filtering keeps the list's order: no sort per search. Relevance puts exact
  // speciality matches first, each part in relevance order.
  let matches: readonly DirectoryDoctor[] = await directory.ordered(city, order, spec);
  if (params.sort === 'relevance' && spec !== undefined)
    matches = ownSpecialityFirst(matches, spec);
  if (params.availableToday) {
    const clock = localClock(now);
    const open = matches.filter((d) => keep(d) && hasHoursLeftToday(d, clock(d.timeZone)));
    const next = await nextFree(open, now);
    matches = open.filter((d, i) => next[i]?.date === clock(d.timeZone).date);
  }

  // One pass counts the matches and keeps only the page's: a whole city is
  // thousands of doctors, and no list of them is made per search. With no
  // filter every match counts: the total is the list's length.
  const offset = (params.page - 1) * params.pageSize;
  let total = 0;
  let page: readonly DirectoryDoctor[];
  // "Available today" kept only the doctors that pass the filters already.
  if (params.availableToday || !filtered) {
    total = matches.length;
    page = matches.slice(offset, offset + params.pageSize);
  } else {
    const kept: DirectoryDoctor[] = [];
    for (const d of matches) {
      if (!keep(d)) continue;
      if (total >= offset && kept.length < params.pageSize) kept.push(d);
      total++;
    }
    page = kept;
  }

  const next = await nextFree(page, now);
  return {
    total,
    page: params.page,
    pageSize: params.pageSize,
    results: page.map((d, i) => toResult(d, next[i] ?? null)),
  };
}

/**
 * A kept list with the doctors of the speciality itself first, each part in
 * the list's order, made once per list: the directory's lists are never
 * changed in place (a change makes a new array), so the list itself is the key.
 */
const ownFirstLists = new WeakMap<readonly DirectoryDoctor[], Map<string, DirectoryDoctor[]>>();

function ownSpecialityFirst(
  list: readonly DirectoryDoctor[],
  spec: string,
): readonly DirectoryDoctor[] {
  let bySpec = ownFirstLists.get(list);
  if (!bySpec) ownFirstLists.set(list, (bySpec = new Map()));
  let sorted = bySpec.get(spec);
  if (!sorted) {
    const own: DirectoryDoctor[] = [];
    const others: DirectoryDoctor[] = [];
    for (const d of list) (isOwnSpeciality(d, spec) ? own : others).push(d);
    sorted = own.concat(others);
    bySpec.set(spec, sorted);
  }
  return sorted;
}

interface LocalNow {
  date: string;
  weekday: string;
  minutes: number;
}

/**
 * The local date, weekday and time of `now` in a zone, worked out once per
 * zone: "available today" asks it of every open doctor of a city, nearly all
 * in the same zone.
 */
function localClock(now: Date): (timeZone: string) => LocalNow {
  const known = new Map<string, LocalNow>();
  return (timeZone) => {
    let local = known.get(timeZone);
    if (!local) {
      local = {
        date: localDateOf(now, timeZone),
        weekday: localWeekdayOf(now, timeZone),
        minutes: localMinutesOf(now, timeZone),
      };
      known.set(timeZone, local);
    }
    return local;
  };
}

function hasHoursLeftToday(d: DirectoryDoctor, local: LocalNow): boolean {
  const earliest = local.minutes + d.minNoticeMinutes + d.slotMinutes;
  return d.timings.some(
    (t) => t.dayOfWeek === local.weekday && parseTimeOfDay(t.endTime) >= earliest,
  );
}

/**
 * What search and the public doctor page (modules/doctors) both show of a
 * listed doctor, under the names PATCH /api/profile takes.
 */
export function listedDoctorFields(d: DirectoryDoctor) {
  return {
    userId: d.userId,
    name: d.name,
    specializations: d.specializations,
    clinicId: d.clinicId,
    clinicName: d.clinicName,
    clinicAddress: d.clinicAddress,
    clinicCity: d.clinicCity,
    locality: d.locality,
    additionalLocationInfo: d.additionalLocationInfo,
    clinicPhone: d.clinicPhone,
    latitude: d.latitude,
    longitude: d.longitude,
    photoUrl: d.photoUrl,
    photoThumbUrl: d.photoThumbUrl,
    degrees: d.degrees,
    degreeList: d.degreeList,
    languages: d.languages,
    bio: d.bio,
    registrationNumber: d.registrationNumber,
    council: d.council,
    experience: d.experience,
    onlineFee: d.onlineFeePaise / 100,
    offlineFee: d.offlineFeePaise / 100,
    rating: d.rating,
    patientStories: d.patientStories,
    gender: d.gender,
    offersVirtual: d.offersVirtual,
    timeZone: d.timeZone,
  };
}

function toResult(d: DirectoryDoctor, next: NextFreeSlot | null) {
  return { ...listedDoctorFields(d), nextAvailable: next };
}

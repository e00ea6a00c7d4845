// The doctor directory: a few thousand verified doctors over the big cities
// (and a sprinkling in smaller towns), each with a clinic and weekly hours.

import { PAYMENT_METHODS } from '@clinic/shared/constants';
import type * as schema from '../schema.ts';
import { AVATARS, avatarUrl } from './avatars.ts';
import { BUSINESS } from './data/clinical.ts';
import { GENERIC_AREAS, type LocalitySeed } from './data/localities.ts';
import { SPECIALITIES, SPECIALITY_BY_NAME, type SpecialityInfo } from './data/specializations.ts';
import { CLINIC_TIME_ZONE, DAY_MS, MINUTE_MS } from './ist-time.ts';
import { personName, regionFor, type Directory, type Gender } from './people.ts';
import type { Rng } from './prng.ts';
import { degreeListOf, seedLanguages } from './data/languages.ts';
import { randomWeeklyHours, timingRows, type WeeklyHours } from './schedule.ts';

export type UserRow = typeof schema.users.$inferInsert;
export type ProfileRow = typeof schema.doctorProfiles.$inferInsert;
export type ClinicRow = typeof schema.clinics.$inferInsert;
export type TimingRow = typeof schema.clinicTimings.$inferInsert;
export type DoctorSpecRow = typeof schema.doctorSpecializations.$inferInsert;

export interface CityRef {
  id: number;
  name: string;
  state: string;
  lat: number;
  lng: number;
  population: number;
}

export interface DoctorDraft {
  user: UserRow & { id: string };
  profile: ProfileRow;
  specs: DoctorSpecRow[];
  clinic: ClinicRow & { id: string };
  timings: TimingRow[];
  hours: WeeklyHours;
  slotMinutes: number;
  minNoticeMinutes: number;
  offersVirtual: boolean;
  offersHome: boolean;
  onlineFeePaise: number;
  offlineFeePaise: number;
  /**
   * The patient stories the doctor has had by the seed's day: how many, and the
   * average they tend to give. The seed writes the visits and reviews behind them
   * (story-history.ts), and the profile's rating is counted from those rows.
   */
  stories: { count: number; average: number };
}

/** Where most doctors practise: the big cities everyone searches. */
export const DOCTOR_CITIES = [
  'Mumbai',
  'Delhi',
  'New Delhi',
  'Bengaluru',
  'Kolkata',
  'Chennai',
  'Hyderabad',
  'Ahmedabad',
  'Pune',
  'Surat',
  'Jaipur',
  'Lucknow',
  'Kanpur',
  'Nagpur',
  'Indore',
  'Bhopal',
  'Patna',
  'Ludhiana',
  'Agra',
  'Vadodara',
  'Nashik',
  'Thane',
  'Faridabad',
  'Ghaziabad',
  'Gurugram',
  'Noida',
  'Rajkot',
  'Varanasi',
  'Amritsar',
  'Visakhapatnam',
  'Coimbatore',
  'Madurai',
  'Kochi',
  'Thiruvananthapuram',
  'Kozhikode',
  'Chandigarh',
  'Mysuru',
  'Mangaluru',
  'Hubballi',
  'Guwahati',
  'Bhubaneswar',
  'Raipur',
  'Ranchi',
  'Dehradun',
  'Jodhpur',
  'Udaipur',
  'Vijayawada',
  'Jammu',
  'Srinagar',
  'Panaji',
  'Puducherry',
  'Aurangabad',
  'Jabalpur',
  'Gwalior',
  'Meerut',
  'Prayagraj',
  'Howrah',
  'Tiruchirappalli',
  'Salem',
  'Warangal',
  'Siliguri',
  'Jamshedpur',
  'Kota',
  'Ajmer',
  'Shimla',
  'Nellore',
  'Dhanbad',
] as const;

// Big cities carry most of a marketplace: enough doctors per speciality there
// that a search fills several pages, as it would on a real one.
export const MAJOR_CITY_DOCTORS = 6000;
export const SMALL_TOWN_DOCTORS = 200;
const MIN_PER_CITY = 10;

/** How many doctors each city gets: at least MIN_PER_CITY, the rest by population. */
export function allocateDoctors(cities: readonly CityRef[], total: number): Map<CityRef, number> {
  const base = cities.length * MIN_PER_CITY;
  const weights = cities.map((c) => Math.max(c.population, 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => ((total - base) * w) / sum);
  const counts = exact.map((x) => Math.floor(x));
  let left = total - base - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return new Map(cities.map((c, i) => [c, MIN_PER_CITY + (counts[i] ?? 0)]));
}

const round50 = (rupees: number) => Math.max(100, Math.round(rupees / 50) * 50);

const TITLES: Record<string, string> = {
  'Gynecologist/Obstetrician': 'gynaecologist and obstetrician',
  'Dietitian/Nutritionist': 'dietitian and nutritionist',
  Ayurveda: 'Ayurvedic doctor',
  Unani: 'Unani physician',
  Siddha: 'Siddha physician',
  'ENT Specialist': 'ENT specialist',
};

export function specialityTitle(name: string): string {
  return TITLES[name] ?? (/^[A-Z][a-z]/.test(name) ? name.toLowerCase() : name);
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

export function doctorBio(
  rng: Rng,
  d: {
    name: string;
    gender: Gender;
    spec: SpecialityInfo;
    years: number;
    degrees: string;
    area: string | null;
    city: string;
  },
): string {
  const title = specialityTitle(d.spec.name);
  const where = d.area ? `${d.area}, ${d.city}` : d.city;
  const pronoun = d.gender === 'female' ? 'She' : d.gender === 'male' ? 'He' : 'They';
  const has = pronoun === 'They' ? 'have' : 'has';
  const focus = joinList(rng.sample(d.spec.focus, Math.min(3, d.spec.focus.length)));
  const years = d.years === 1 ? '1 year' : `${d.years} years`;
  const first = `${d.name} is ${article(title)} ${title} in ${where} with ${years} of experience.`;
  const second = rng.pick([
    `${pronoun} ${has} a special interest in ${focus}.`,
    `${pronoun} ${pronoun === 'They' ? 'treat' : 'treats'} patients for ${focus}.`,
    `Areas of care include ${focus}.`,
  ]);
  const third = rng.pick([
    `Qualifications: ${d.degrees}.`,
    `${pronoun} ${pronoun === 'They' ? 'believe' : 'believes'} in explaining every option clearly and avoiding unnecessary tests.`,
    `Consultations in English, Hindi and the local language.`,
    `Patients value ${pronoun === 'She' ? 'her' : pronoun === 'He' ? 'his' : 'their'} calm, unhurried consultations.`,
  ]);
  return `${first} ${second} ${third}`;
}

function clinicName(
  rng: Rng,
  spec: SpecialityInfo,
  first: string,
  last: string,
  area: string | null,
): string {
  const word = rng.pick(spec.clinicWords);
  const shape = rng.weighted([
    ['surname', 30],
    ['first', 15],
    ['prefix', 40],
    ['area', area ? 15 : 0],
  ] as const);
  switch (shape) {
    case 'surname':
      return `${last} ${word}`;
    case 'first':
      return `Dr. ${first}'s ${word}`;
    case 'prefix':
      return `${rng.pick(BUSINESS.prefixes)} ${word}`;
    case 'area':
      return `${area ?? ''} ${word}`;
  }
}

export function clinicAddress(rng: Rng, area: string, city: string, pin: string | null): string {
  const parts = [rng.pick(BUSINESS.units)];
  if (rng.chance(0.6)) parts.push(rng.pick(BUSINESS.buildings));
  if (rng.chance(0.7)) parts.push(rng.pick(BUSINESS.streets));
  parts.push(area, pin ? `${city} ${pin}` : city);
  return parts.join(', ');
}

const jitter = (rng: Rng, v: number, spread: number) =>
  Math.round((v + (rng.next() * 2 - 1) * spread) * 1e6) / 1e6;

export interface DoctorContext {
  rng: Rng;
  people: Directory;
  now: Date;
  specIds: ReadonlyMap<string, number>;
  localities: ReadonlyMap<number, readonly LocalitySeed[]>;
}

const femaleAvatars = AVATARS.filter((a) => a.gender === 'female');
const maleAvatars = AVATARS.filter((a) => a.gender === 'male');

export function buildDoctor(ctx: DoctorContext, city: CityRef): DoctorDraft {
  const { rng, people, now } = ctx;
  const spec = rng.weighted(
    SPECIALITIES.filter((s) => s.weight > 0).map((s) => [s, s.weight] as const),
  );
  const gender: Gender = rng.chance(0.007)
    ? 'other'
    : rng.chance(spec.femaleShare)
      ? 'female'
      : 'male';
  const n = personName(rng, regionFor(rng, city.state), gender);
  const name = `Dr. ${n.first} ${n.last}`;
  const degrees = rng.pick(spec.degrees);
  const superSpecialist = /\b(DM|MCh|Fellowship)\b/.test(degrees);
  const years = Math.max(superSpecialist ? 4 : 1, 1 + Math.floor(39 * Math.pow(rng.next(), 1.5)));

  const secondary: string[] = [];
  const related = spec.related.filter((r) => SPECIALITY_BY_NAME.has(r));
  if (related.length > 0 && rng.chance(0.45)) {
    secondary.push(...rng.sample(related, rng.chance(0.25) ? 2 : 1));
  }
  const specNames = [spec.name, ...secondary];

  // Fees grow with experience and city size.
  const [lo, hi] = spec.fee;
  const cityFactor = Math.max(0, Math.min(1, (Math.log10(Math.max(city.population, 1)) - 5) / 2.1));
  const expFactor = Math.min(1, years / 25);
  const t = Math.max(0, Math.min(1, 0.35 * expFactor + 0.35 * cityFactor + 0.3 * rng.next()));
  const offline = round50(lo + (hi - lo) * t);
  const online = Math.min(offline - 50, round50(offline * (0.6 + rng.next() * 0.25)));

  const slotMinutes =
    spec.slot ??
    rng.weighted([
      [15, 25],
      [20, 20],
      [30, 55],
    ] as const);
  const offersVirtual = rng.chance(
    spec.name === 'Dentist' || spec.name === 'Physiotherapist' ? 0.25 : 0.72,
  );
  const offersHome = rng.chance(spec.offersHome ?? 0.04);

  const locs = ctx.localities.get(city.id);
  const locality = locs && locs.length > 0 ? rng.pick(locs) : null;
  const area = locality ? locality.name : rng.pick(GENERIC_AREAS);
  const lat = locality ? jitter(rng, locality.lat, 0.006) : jitter(rng, city.lat, 0.025);
  const lng = locality ? jitter(rng, locality.lng, 0.006) : jitter(rng, city.lng, 0.025);

  const createdAt = new Date(
    now.getTime() - rng.int(20, 1100) * DAY_MS - rng.int(0, 1439) * MINUTE_MS,
  );
  const verifiedAt = new Date(createdAt.getTime() + rng.int(1, 6) * DAY_MS);
  // Most doctors have one to three stories; about one in thirty has 10 or more, one
  // in eighty 50 or more, one in three hundred over 100 (the search's Patient Stories
  // filter offers 10+, 50+ and 100+). Each story is a visit and a review row, which
  // the seed writes at about 0.6 ms a pair on the embedded database: about 14,000 pairs.
  const hasReviews = rng.chance(0.9);
  const storyCount = hasReviews ? 1 + Math.floor(Math.pow(rng.next(), 70) * 130) : 0;
  const storyAverage = hasReviews ? 4.9 - Math.pow(rng.next(), 1.8) * 1.5 : 0;
  const avatar =
    gender === 'female'
      ? rng.pick(femaleAvatars)
      : gender === 'male'
        ? rng.pick(maleAvatars)
        : rng.pick(AVATARS);
  const hours = randomWeeklyHours(rng);

  const userId = rng.uuid();
  const clinicId = rng.uuid();
  const user = {
    id: userId,
    role: 'doctor' as const,
    name,
    phone: people.phone(),
    email: people.email(n.first, n.last),
    passwordHash: null,
    status: 'active' as const,
    createdAt,
    updatedAt: verifiedAt,
  };
  const profile: ProfileRow = {
    userId,
    gender,
    experienceYears: years,
    degrees,
    degreeList: degreeListOf(degrees),
    languages: seedLanguages(city.state),
    nationality: 'Indian',
    bio: doctorBio(rng, { name, gender, spec, years, degrees, area, city: city.name }),
    photoUrl: avatarUrl(avatar),
    onlineFeePaise: online * 100,
    offlineFeePaise: offline * 100,
    slotMinutes,
    minNoticeMinutes: rng.pick([60, 60, 60, 30, 120]),
    offersVirtual,
    offersHome,
    verificationStatus: 'Verified',
    profileCompleted: true,
    verifiedAt,
    paymentMethod: rng.pick(PAYMENT_METHODS),
    // Counted from the seeded reviews (story-history.ts).
    ratingAvg: 0,
    ratingCount: 0,
    invoiceSerial: 0,
    createdAt,
    updatedAt: verifiedAt,
  };
  const clinic = {
    id: clinicId,
    doctorId: userId,
    name: clinicName(rng, spec, n.first, n.last, locality ? locality.name : null),
    address: clinicAddress(rng, area, city.name, locality ? locality.pin : null),
    cityId: city.id,
    city: city.name,
    locality: area,
    lat,
    lng,
    timeZone: CLINIC_TIME_ZONE,
    currency: 'INR',
    additionalInfo: rng.chance(0.35) ? rng.pick(BUSINESS.additionalInfo) : null,
    createdAt,
  };
  return {
    user,
    profile,
    specs: specNames.map((s) => ({ doctorId: userId, specializationId: specId(ctx, s) })),
    clinic,
    timings: timingRows(hours).map((r) => ({ ...r, clinicId })),
    hours,
    slotMinutes,
    minNoticeMinutes: profile.minNoticeMinutes ?? 60,
    offersVirtual,
    offersHome,
    onlineFeePaise: online * 100,
    offlineFeePaise: offline * 100,
    stories: { count: storyCount, average: storyAverage },
  };
}

export function specId(ctx: { specIds: ReadonlyMap<string, number> }, name: string): number {
  const id = ctx.specIds.get(name);
  if (id === undefined) throw new Error(`unknown specialization ${name}`);
  return id;
}

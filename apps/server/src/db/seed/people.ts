// Unique phone numbers and e-mail addresses, and region-aware Indian names.

import { ALL_REGIONS, NAMES, NEUTRAL_NAMES, STATE_REGION, type Region } from './data/names.ts';
import type { Rng } from './prng.ts';

/** Numbers the demo logins use; never handed to anyone else. */
export const DEMO_DOCTOR_PHONE = '+919876543210';
export const DEMO_ADMIN_PHONE = '+919000000001';

export type Gender = 'male' | 'female' | 'other';

export class Directory {
  private readonly phones = new Set<string>([DEMO_DOCTOR_PHONE, DEMO_ADMIN_PHONE]);
  private readonly emails = new Set<string>();

  constructor(private readonly rng: Rng) {}

  /** A unique Indian mobile number, +91 and 10 digits starting 6-9. */
  phone(): string {
    for (;;) {
      const first = this.rng.weighted([
        ['9', 45],
        ['8', 25],
        ['7', 20],
        ['6', 10],
      ] as const);
      let rest = '';
      for (let i = 0; i < 9; i++) rest += String(this.rng.int(0, 9));
      const phone = `+91${first}${rest}`;
      if (!this.phones.has(phone)) {
        this.phones.add(phone);
        return phone;
      }
    }
  }

  /** Reserve a fixed address (the demo logins). */
  claimEmail(email: string): string {
    this.emails.add(email.toLowerCase());
    return email;
  }

  /** A unique, plausible e-mail address for a name. */
  email(first: string, last: string, domains: readonly string[] = PERSONAL_DOMAINS): string {
    const clean = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
    const a = clean(first) || 'user';
    const b = clean(last) || 'mail';
    const shapes = [
      `${a}.${b}`,
      `${a}${b}`,
      `${a}_${b}`,
      `${a[0] ?? ''}${b}`,
      `${a}.${b[0] ?? ''}`,
    ];
    for (let attempt = 0; ; attempt++) {
      const base = this.rng.pick(shapes);
      const local = attempt === 0 && this.rng.chance(0.6) ? base : `${base}${this.rng.int(1, 999)}`;
      const email = `${local}@${this.rng.pick(domains)}`;
      if (!this.emails.has(email)) {
        this.emails.add(email);
        return email;
      }
    }
  }
}

export const PERSONAL_DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'yahoo.co.in',
  'outlook.com',
  'rediffmail.com',
  'hotmail.com',
];

export interface PersonName {
  first: string;
  last: string;
  region: Region;
}

/** A name typical of the state, or (often in big cities) of anywhere in India. */
export function regionFor(rng: Rng, state: string, localShare = 0.62): Region {
  if (rng.chance(localShare)) return STATE_REGION[state] ?? 'north';
  return rng.weighted([
    ['muslim', 22],
    ['christian', 6],
    ...ALL_REGIONS.filter((r) => r !== 'muslim' && r !== 'christian').map((r) => [r, 6] as const),
  ]);
}

export function personName(rng: Rng, region: Region, gender: Gender): PersonName {
  const pool = NAMES[region];
  const first =
    gender === 'other'
      ? rng.pick(NEUTRAL_NAMES)
      : rng.pick(gender === 'female' ? pool.female : pool.male);
  const last =
    gender === 'female' && pool.femaleSurnames && rng.chance(0.5)
      ? rng.pick(pool.femaleSurnames)
      : rng.pick(pool.surnames);
  return { first, last, region };
}

/** A surname of the same family pool (for relatives booked by one person). */
export function familyName(rng: Rng, region: Region, gender: Gender, surname: string): PersonName {
  const n = personName(rng, region, gender);
  const keep = !(gender === 'female' && NAMES[region].femaleSurnames?.includes(n.last));
  return { ...n, last: keep ? surname : n.last };
}

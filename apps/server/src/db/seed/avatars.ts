// Flat, head-and-shoulders doctor avatars as small SVG files. They live in
// apps/web/public/avatars/ (served as static files by the web app) and are
// written by data/generate-avatars.ts; the seed points photo_url at them.

export type HairStyle =
  'short' | 'side' | 'receding' | 'turban' | 'long' | 'bun' | 'bob' | 'hijab' | 'ponytail';

export interface AvatarSpec {
  file: string;
  gender: 'male' | 'female';
  bg: string;
  skin: string;
  hair: string;
  style: HairStyle;
  scrub: string;
  beard?: boolean;
  /** Beard and moustache colour when it differs from `hair` (a turban's colour is in `hair`). */
  facialHair?: string;
  moustache?: boolean;
  glasses?: boolean;
  bindi?: boolean;
}

const SKIN = ['#f3d3b5', '#e8b98f', '#d9a06f', '#c68642', '#a86b3c', '#8d5524'] as const;
const BG = [
  '#dbeafe',
  '#dcfce7',
  '#fef3c7',
  '#fce7f3',
  '#e0e7ff',
  '#ccfbf1',
  '#ffedd5',
  '#ede9fe',
  '#f1f5f9',
  '#cffafe',
  '#fae8ff',
  '#ecfccb',
] as const;
const BLACK = '#1f1a17';
const BROWN = '#3b2a20';
const GREY = '#9ca3af';

const s = (i: number) => SKIN[i % SKIN.length] as string;
const b = (i: number) => BG[i % BG.length] as string;

export const AVATARS: readonly AvatarSpec[] = [
  {
    file: 'female-01',
    gender: 'female',
    bg: b(3),
    skin: s(1),
    hair: BLACK,
    style: 'long',
    scrub: '#0f766e',
    bindi: true,
  },
  {
    file: 'female-02',
    gender: 'female',
    bg: b(0),
    skin: s(2),
    hair: BROWN,
    style: 'bun',
    scrub: '#1d4ed8',
    glasses: true,
  },
  {
    file: 'female-03',
    gender: 'female',
    bg: b(5),
    skin: s(3),
    hair: BLACK,
    style: 'bob',
    scrub: '#9f1239',
  },
  {
    file: 'female-04',
    gender: 'female',
    bg: b(7),
    skin: s(0),
    hair: BROWN,
    style: 'ponytail',
    scrub: '#15803d',
  },
  {
    file: 'female-05',
    gender: 'female',
    bg: b(2),
    skin: s(4),
    hair: BLACK,
    style: 'long',
    scrub: '#6d28d9',
    glasses: true,
  },
  {
    file: 'female-06',
    gender: 'female',
    bg: b(9),
    skin: s(2),
    hair: '#4a4a4a',
    style: 'hijab',
    scrub: '#334155',
  },
  {
    file: 'female-07',
    gender: 'female',
    bg: b(10),
    skin: s(5),
    hair: BLACK,
    style: 'bun',
    scrub: '#0f766e',
    bindi: true,
  },
  {
    file: 'female-08',
    gender: 'female',
    bg: b(1),
    skin: s(1),
    hair: GREY,
    style: 'bob',
    scrub: '#1e3a8a',
    glasses: true,
  },
  {
    file: 'female-09',
    gender: 'female',
    bg: b(6),
    skin: s(3),
    hair: BROWN,
    style: 'long',
    scrub: '#be185d',
  },
  {
    file: 'female-10',
    gender: 'female',
    bg: b(4),
    skin: s(2),
    hair: '#0f4c5c',
    style: 'hijab',
    scrub: '#0f766e',
  },
  {
    file: 'female-11',
    gender: 'female',
    bg: b(11),
    skin: s(4),
    hair: BLACK,
    style: 'ponytail',
    scrub: '#1d4ed8',
    bindi: true,
  },
  {
    file: 'female-12',
    gender: 'female',
    bg: b(8),
    skin: s(0),
    hair: BLACK,
    style: 'bob',
    scrub: '#15803d',
  },
  {
    file: 'male-01',
    gender: 'male',
    bg: b(0),
    skin: s(2),
    hair: BLACK,
    style: 'short',
    scrub: '#1d4ed8',
  },
  {
    file: 'male-02',
    gender: 'male',
    bg: b(5),
    skin: s(3),
    hair: BLACK,
    style: 'side',
    scrub: '#0f766e',
    glasses: true,
  },
  {
    file: 'male-03',
    gender: 'male',
    bg: b(2),
    skin: s(1),
    hair: BROWN,
    style: 'short',
    scrub: '#334155',
    beard: true,
  },
  {
    file: 'male-04',
    gender: 'male',
    bg: b(7),
    skin: s(4),
    hair: GREY,
    style: 'receding',
    scrub: '#1e3a8a',
    glasses: true,
    moustache: true,
  },
  {
    file: 'male-05',
    gender: 'male',
    bg: b(9),
    skin: s(2),
    hair: '#1e3a8a',
    style: 'turban',
    scrub: '#0f766e',
    beard: true,
    facialHair: BLACK,
  },
  {
    file: 'male-06',
    gender: 'male',
    bg: b(1),
    skin: s(5),
    hair: BLACK,
    style: 'side',
    scrub: '#9f1239',
    moustache: true,
  },
  {
    file: 'male-07',
    gender: 'male',
    bg: b(6),
    skin: s(0),
    hair: BROWN,
    style: 'side',
    scrub: '#15803d',
  },
  {
    file: 'male-08',
    gender: 'male',
    bg: b(4),
    skin: s(3),
    hair: BLACK,
    style: 'short',
    scrub: '#6d28d9',
    glasses: true,
    beard: true,
  },
  {
    file: 'male-09',
    gender: 'male',
    bg: b(11),
    skin: s(1),
    hair: GREY,
    style: 'short',
    scrub: '#334155',
    moustache: true,
  },
  {
    file: 'male-10',
    gender: 'male',
    bg: b(3),
    skin: s(4),
    hair: BLACK,
    style: 'receding',
    scrub: '#1d4ed8',
    beard: true,
  },
  {
    file: 'male-11',
    gender: 'male',
    bg: b(8),
    skin: s(2),
    hair: '#b45309',
    style: 'turban',
    scrub: '#1e3a8a',
    beard: true,
    glasses: true,
    facialHair: GREY,
  },
  {
    file: 'male-12',
    gender: 'male',
    bg: b(10),
    skin: s(3),
    hair: BLACK,
    style: 'side',
    scrub: '#0f766e',
  },
];

export const avatarUrl = (a: AvatarSpec) => `/avatars/${a.file}.svg`;

function shade(hex: string, factor: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v * factor)))
      .toString(16)
      .padStart(2, '0');
  return `#${ch((n >> 16) & 255)}${ch((n >> 8) & 255)}${ch(n & 255)}`;
}

function backHair(a: AvatarSpec): string {
  switch (a.style) {
    case 'long':
      return `<path d="M37 60C35 33 49 25 64 25s29 8 27 35l3 40H34z" fill="${a.hair}"/>`;
    case 'bob':
      return `<path d="M38 62C36 34 50 26 64 26s28 8 26 36l1 16H37z" fill="${a.hair}"/>`;
    case 'ponytail':
      return `<path d="M84 40c14 6 14 30 6 44-2-14-4-26-10-34z" fill="${a.hair}"/>`;
    case 'bun':
      return `<circle cx="64" cy="27" r="10" fill="${a.hair}"/>`;
    case 'hijab':
      return `<path d="M35 64C34 34 48 23 64 23s30 11 29 41l5 38H30z" fill="${a.hair}"/>`;
    default:
      return '';
  }
}

function frontHair(a: AvatarSpec): string {
  const f = `fill="${a.hair}"`;
  switch (a.style) {
    case 'short':
      return `<path d="M42 54c-1-18 9-26 22-26 14 0 24 8 22 26-4-10-10-14-22-14-11 0-18 4-22 14z" ${f}/>`;
    case 'side':
      return `<path d="M42 56c-2-20 9-29 23-29 13 0 23 9 21 27-6-8-16-12-30-11-6 1-11 5-14 13z" ${f}/>`;
    case 'receding':
      return `<path d="M42 56c-1-8 1-14 5-18-1 6 0 11 1 16zm44 0c1-8-1-14-5-18 1 6 0 11-1 16z" ${f}/>`;
    case 'turban':
      return `<path d="M40 52c-2-20 10-30 24-30s26 10 24 30c-8-7-16-10-24-10s-16 3-24 10z" ${f}/><path d="M46 36c8-4 28-4 36 6" stroke="${shade(a.hair, 1.5)}" stroke-width="2" fill="none"/>`;
    case 'long':
    case 'bob':
    case 'ponytail':
    case 'bun':
      return `<path d="M42 55c1-18 12-25 23-25 14 0 22 9 21 25-7-10-17-14-29-12-6 2-11 6-15 12z" ${f}/>`;
    case 'hijab':
      return `<path d="M41 58c0-17 10-27 23-27s23 10 23 27c-5-10-13-15-23-15s-18 5-23 15z" fill="${shade(a.hair, 1.25)}"/>`;
  }
}

export function renderAvatar(a: AvatarSpec): string {
  const neck = shade(a.skin, 0.88);
  const ink = '#2b1d16';
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="Doctor avatar">`,
    `<rect width="128" height="128" fill="${a.bg}"/>`,
    backHair(a),
    // White coat, scrubs showing in the V, lapels.
    `<path d="M14 128c0-26 20-40 50-40s50 14 50 40z" fill="#f8fafc"/>`,
    `<path d="M50 89l14 26 14-26z" fill="${a.scrub}"/>`,
    `<path d="M50 89l14 26M78 89l-14 26M40 96l8 32M88 96l-8 32" stroke="#cbd5e1" stroke-width="1.5" fill="none"/>`,
    `<rect x="55" y="72" width="18" height="20" rx="7" fill="${neck}"/>`,
  ];
  if (a.style === 'hijab') {
    parts.push(`<path d="M44 78c6 10 14 14 20 14s14-4 20-14l6 14H38z" fill="${a.hair}"/>`);
  }
  parts.push(
    `<circle cx="42" cy="58" r="4.5" fill="${neck}"/><circle cx="86" cy="58" r="4.5" fill="${neck}"/>`,
    `<ellipse cx="64" cy="56" rx="22" ry="25" fill="${a.skin}"/>`,
    frontHair(a),
  );
  const facial = a.facialHair ?? a.hair;
  if (a.beard) {
    parts.push(
      `<path d="M42 60c1 17 10 26 22 26s21-9 22-26c-4 8-10 12-22 12s-18-4-22-12z" fill="${facial}"/>`,
    );
  }
  parts.push(
    `<path d="M53 51q4-2 7 0M68 51q4-2 7 0" stroke="${ink}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
    `<circle cx="56.5" cy="57" r="2.2" fill="${ink}"/><circle cx="71.5" cy="57" r="2.2" fill="${ink}"/>`,
    `<path d="M63 60q-1 5 2 6" stroke="${shade(a.skin, 0.75)}" stroke-width="1.4" fill="none" stroke-linecap="round"/>`,
  );
  if (a.moustache) {
    parts.push(`<path d="M56 69q8-4 16 0q-8 2-16 0z" fill="${facial}"/>`);
  }
  parts.push(
    `<path d="M58 71q6 4 12 0" stroke="#8a3b2e" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
  );
  if (a.glasses) {
    parts.push(
      `<g stroke="#334155" stroke-width="1.4" fill="none"><rect x="50" y="52" width="12" height="9" rx="3"/><rect x="66" y="52" width="12" height="9" rx="3"/><path d="M62 56h4M50 56l-7-2M78 56l7-2"/></g>`,
    );
  }
  if (a.bindi) parts.push(`<circle cx="64" cy="47" r="1.3" fill="#b91c1c"/>`);
  // Stethoscope around the neck, chest piece on the coat.
  parts.push(
    `<path d="M52 90c-3 12 2 21 10 23M76 90c3 10 1 18-4 22" stroke="#475569" stroke-width="2.6" fill="none" stroke-linecap="round"/>`,
    `<circle cx="66" cy="114" r="4.5" fill="#94a3b8" stroke="#475569" stroke-width="2"/>`,
    `</svg>`,
  );
  return parts.join('') + '\n';
}

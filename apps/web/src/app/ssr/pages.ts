// The pages the server renders, by route id (app/router.tsx), with what each
// fetches before it renders: the same queries, with the same arguments, as its
// components ask for, so the render finds them answered and the browser, given
// the same store, asks for nothing again. Every other route is answered with the
// client shell.
import type { Params } from 'react-router-dom';
import { getDoctorApi } from '@/features/search/api/get-doctor';
import { getDoctorSlotsApi } from '@/features/search/api/get-doctor-slots';
import { getDoctorStoriesApi } from '@/features/search/api/get-doctor-stories';
import { listSpecializationsApi } from '@/features/search/api/list-specializations';
import { searchDoctorsApi } from '@/features/search/api/search-doctors';
import {
  readPage,
  readSearchFilters,
  toSearchDoctorsArg,
} from '@/features/search/utils/search-filters';
import type { AppStore } from '../store';

export interface RenderedPage {
  /** The route's module (Vite's manifest key): its chunk is preloaded for hydration. */
  module?: string;
  /** Fills the store with what the page shows, before it renders. */
  prefetch?(store: AppStore, params: Params, url: URL): Promise<void>;
  /** Renders the same for every visit to the same address: kept once rendered. */
  fixed?: boolean;
  /**
   * Hydrated as islands (app/islands): only its interactive parts, from the small
   * islands entry, without the app's router, store and screens.
   */
  islands?: boolean;
}

const noSubscription = { subscribe: false } as const;

export const RENDERED_PAGES: Readonly<Record<string, RenderedPage>> = {
  landing: { fixed: true, islands: true },
  'why-choose-us': { module: 'src/app/routes/public/why-choose-us.tsx', fixed: true },
  news: { module: 'src/app/routes/public/news.tsx', fixed: true },
  doctors: {
    module: 'src/app/routes/public/doctors.tsx',
    async prefetch(store) {
      await store.dispatch(
        listSpecializationsApi.endpoints.listSpecializations.initiate(undefined, noSubscription),
      );
    },
  },
  'search-results': {
    module: 'src/app/routes/public/search-results.tsx',
    async prefetch(store, _params, url) {
      const filters = readSearchFilters(url.searchParams, null);
      const page = readPage(url.searchParams);
      await store.dispatch(
        searchDoctorsApi.endpoints.searchDoctors.initiate(toSearchDoctorsArg(filters, page), {
          ...noSubscription,
          initialPageParam: page,
        }),
      );
    },
  },
  doctor: {
    module: 'src/app/routes/public/doctor.tsx',
    async prefetch(store, params) {
      const userId = params.userId ?? '';
      const { data } = await store.dispatch(
        getDoctorApi.endpoints.getPublicDoctor.initiate(userId, noSubscription),
      );
      // Slots and stories are shown for a listed doctor only, under the id the answer gives.
      if (!data) return;
      await Promise.all([
        store.dispatch(
          getDoctorSlotsApi.endpoints.getDoctorSlots.initiate(
            { doctorId: data.userId },
            noSubscription,
          ),
        ),
        store.dispatch(
          getDoctorStoriesApi.endpoints.getDoctorStories.initiate(data.userId, noSubscription),
        ),
      ]);
    },
  },
  // Any address no route claims: the not-found page, answered 404.
  'not-found': {},
};

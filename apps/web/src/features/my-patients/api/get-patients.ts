import {
  PATIENT_MESSAGES,
  patientPageSchema,
  type PatientListQuery,
  type PatientPage,
} from '@clinic/shared/patients';
import { portalApi } from '@/lib/portal-api';

export { PATIENTS_PAGE_SIZE, PATIENT_SORTS } from '@clinic/shared/patients';
export type { PatientListItem, PatientPage, PatientSort } from '@clinic/shared/patients';
export type SortDirection = 'asc' | 'desc';

/** What the table asks for; the server searches, filters, sorts and pages. */
export type GetPatientsInput = Partial<
  Pick<PatientListQuery, 'search' | 'lastVisitFrom' | 'lastVisitTo'>
> &
  Pick<PatientListQuery, 'sort' | 'dir' | 'page' | 'pageSize'>;

/** GET /patients: one page of the doctor's patients. */
export const getPatientsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPatients: build.query<PatientPage, GetPatientsInput>({
      query: (input) => {
        const params: Record<string, string | number> = {
          sort: input.sort,
          dir: input.dir,
          page: input.page,
          pageSize: input.pageSize,
        };
        const search = input.search?.trim();
        if (search) params.search = search;
        // The range applies only as a pair (spec section 5).
        if (input.lastVisitFrom && input.lastVisitTo) {
          params.lastVisitFrom = input.lastVisitFrom;
          params.lastVisitTo = input.lastVisitTo;
        }
        return { url: '/patients', params };
      },
      extraOptions: { fallbackError: PATIENT_MESSAGES.loadFailed, requiresAuth: true },
      transformResponse: (response: unknown) => patientPageSchema.parse(response),
      providesTags: ['Patients'],
    }),
  }),
});

export const { useGetPatientsQuery } = getPatientsApi;

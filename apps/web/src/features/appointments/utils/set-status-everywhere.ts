import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { portalApi } from '@/lib/portal-api';
import { listAppointmentsApi, type ListAppointmentsInput } from '../api/list-appointments';

type PortalState = Parameters<typeof portalApi.util.selectInvalidatedBy>[0];

/**
 * A thunk setting an appointment's status in every cached page of the list at once
 * (optimistic update). Dispatching it returns what puts them back.
 */
export function setStatusInCachedLists(
  id: string,
  status: string,
): ThunkAction<() => void, PortalState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const patches = portalApi.util
      .selectInvalidatedBy(getState(), ['AppointmentList'])
      .filter((entry) => entry.endpointName === 'listAppointments')
      .map((entry) =>
        dispatch(
          listAppointmentsApi.util.updateQueryData(
            'listAppointments',
            entry.originalArgs as ListAppointmentsInput,
            (draft) => {
              const row = draft.appointments.find((item) => item.id === id);
              if (row) row.status = status;
            },
          ),
        ),
      );
    return () => {
      for (const patch of patches) patch.undo();
    };
  };
}

import { appointmentAnswerMutation } from '@/lib/appointment-answer';
import { portalApi } from '@/lib/portal-api';
import { setStatusInCachedLists } from '../utils/set-status-everywhere';

/** Accept and Reject from the list: the row shows the new status at once. */
export const answerAppointmentApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    acceptAppointment: appointmentAnswerMutation(build, 'accept', setStatusInCachedLists),
    rejectAppointment: appointmentAnswerMutation(build, 'reject', setStatusInCachedLists),
  }),
});

export const { useAcceptAppointmentMutation, useRejectAppointmentMutation } = answerAppointmentApi;

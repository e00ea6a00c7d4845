import { appointmentAnswerMutation, type ShowStatus } from '@/lib/appointment-answer';
import { portalApi } from '@/lib/portal-api';
import { getAppointmentApi } from './get-appointment';

const showOnDetails: ShowStatus = (id, status) => (dispatch) =>
  dispatch(
    getAppointmentApi.util.updateQueryData('getAppointment', id, (draft) => {
      draft.appointment.status = status;
    }),
  ).undo;

/** Accept and Reject from the details screen: the status shows the answer at once. */
export const answerRequestApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    acceptRequest: appointmentAnswerMutation(build, 'accept', showOnDetails),
    rejectRequest: appointmentAnswerMutation(build, 'reject', showOnDetails),
  }),
});

export const { useAcceptRequestMutation, useRejectRequestMutation } = answerRequestApi;

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSULT_TEXTS } from '@clinic/shared/messages';
import { makeAppointment } from '@/testing/booking-data';
import { renderWithProviders } from '@/testing/test-utils';
import type { PatientAppointment } from '@/types/patient-appointment';
// My appointments shows the way into the video room on its card.
import { AppointmentCard } from './appointment-card';

const ROOM = '/consult/9d2c5a3e-7f41-4b6e-8a0d-2f3b1c4d5e60';
const noop = () => undefined;

function renderCard(appointment: PatientAppointment, upcoming = true) {
  renderWithProviders(
    <AppointmentCard
      appointment={appointment}
      now={Date.parse('2030-03-01T00:00:00Z')}
      upcoming={upcoming}
      onCancel={noop}
      onMove={noop}
    />,
  );
}

const joinLink = () => screen.queryByRole('link', { name: new RegExp(CONSULT_TEXTS.joinLink) });

describe('the way into the video room from My appointments', () => {
  it.each(['Pending', 'Confirmed'])(
    'is offered for an online consultation that is %s',
    (status) => {
      renderCard(makeAppointment({ mode: 'virtual', status, videoRoomUrl: ROOM }));
      const link = joinLink();
      expect(link).toHaveAttribute('href', ROOM);
      expect(link).toHaveAccessibleName(`${CONSULT_TEXTS.joinLink} with Dr. Asha Rao`);
      expect(screen.getByRole('button', { name: /move appointment/i })).toBeInTheDocument();
    },
  );

  it('is offered even once the card is among the past ones, while the visit is still open', () => {
    renderCard(
      makeAppointment({ mode: 'virtual', status: 'Confirmed', videoRoomUrl: ROOM }),
      false,
    );
    expect(joinLink()).toHaveAttribute('href', ROOM);
    expect(screen.queryByRole('button', { name: /move appointment/i })).not.toBeInTheDocument();
  });

  it('is not offered for a clinic visit or a closed consultation', () => {
    renderCard(makeAppointment({ mode: 'clinic', status: 'Confirmed', videoRoomUrl: null }));
    expect(joinLink()).not.toBeInTheDocument();
  });

  it.each(['Completed', 'Cancelled', 'Rejected', 'No-Show'])('is not offered once %s', (status) => {
    renderCard(makeAppointment({ mode: 'virtual', status, videoRoomUrl: ROOM }), false);
    expect(joinLink()).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { makeBookingDoctor, makeBookingStart } from '@/testing/booking-data';
import { isSlotProblem, isTokenProblem, toBookingRequest } from './booking-request';
import { advanceFor, directionsHref, feeFor } from './booking-state';

describe('toBookingRequest', () => {
  it('leaves out an empty email and reason and trims the name', () => {
    expect(
      toBookingRequest(makeBookingStart({ mode: 'virtual' }), {
        bookedFor: 'other',
        name: ' Meera ',
        mobile: '9123456780',
        email: ' ',
        treatmentReason: '',
        paymentOption: 'pay-later',
      }),
    ).toEqual({
      doctorId: makeBookingDoctor().userId,
      startTime: '2030-03-14T04:00:00.000Z',
      mode: 'virtual',
      patient: { name: 'Meera', mobile: '9123456780' },
      bookedFor: 'other',
      paymentOption: 'pay-later',
    });
  });
});

describe('error kinds', () => {
  it('treats 409 SLOT_TAKEN and a 400 on startTime as "choose another slot"', () => {
    expect(isSlotProblem({ status: 409, code: 'SLOT_TAKEN', message: 'x' })).toBe(true);
    expect(isSlotProblem({ status: 400, field: 'startTime', message: 'x' })).toBe(true);
    expect(isSlotProblem({ status: 400, field: 'patient.mobile', message: 'x' })).toBe(false);
    expect(isTokenProblem({ status: 401, message: 'x' })).toBe(true);
  });
});

describe('fees and directions', () => {
  it('charges 30 percent of the mode fee online, rounded', () => {
    const doctor = makeBookingDoctor({ offlineFee: 750, onlineFee: 499 });
    expect(feeFor(doctor, 'clinic')).toBe(750);
    expect(advanceFor(doctor, 'clinic')).toBe(225);
    expect(advanceFor(doctor, 'virtual')).toBe(150);
  });

  it('opens OpenStreetMap at the clinic, or searches its address without coordinates', () => {
    expect(directionsHref(makeBookingDoctor())).toBe(
      'https://www.openstreetmap.org/?mlat=12.978400&mlon=77.640800#map=17/12.978400/77.640800',
    );
    expect(directionsHref(makeBookingDoctor({ latitude: null, longitude: null }))).toBe(
      'https://www.openstreetmap.org/search?query=Rao%20Skin%20Clinic%2C%2012%20CMH%20Road%2C%20Bengaluru',
    );
  });
});

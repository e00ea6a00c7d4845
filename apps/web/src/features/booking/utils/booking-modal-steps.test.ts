import { describe, expect, it } from 'vitest';
import { EMPTY_MODAL_FORM, isStepValid, MODAL_STEPS, type ModalForm } from './booking-modal-steps';

const complete: ModalForm = {
  selectedDate: '2030-03-14',
  selectedTime: '10:00 AM',
  start: '2030-03-14T04:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  fullName: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9876543210',
  otp: '123456',
  treatmentReason: 'Itchy rash on arms',
  bookingToken: 'tok',
};

describe('booking modal steps', () => {
  it('names the six steps of the spec', () => {
    expect(MODAL_STEPS).toEqual([
      'Schedule',
      'Name',
      'Email',
      'Phone + OTP',
      'Treatment',
      'Advance Payment',
    ]);
  });

  it('gates each step on its own rule', () => {
    expect(isStepValid(1, EMPTY_MODAL_FORM)).toBe(false);
    expect(isStepValid(1, complete)).toBe(true);
    expect(isStepValid(2, { ...complete, fullName: ' R ' })).toBe(false);
    expect(isStepValid(2, { ...complete, fullName: 'Ra' })).toBe(true);
    expect(isStepValid(3, { ...complete, email: 'ravi@example' })).toBe(false);
    expect(isStepValid(4, { ...complete, bookingToken: null })).toBe(false);
    expect(isStepValid(5, { ...complete, treatmentReason: '  long enough ' })).toBe(true);
    expect(isStepValid(5, { ...complete, treatmentReason: ' too short ' })).toBe(false);
    expect(isStepValid(6, complete)).toBe(true);
    expect(isStepValid(6, { ...complete, email: '' })).toBe(false);
  });
});

// What other modules (search, bookings) use of availability: a doctor's weekly schedule
// in the shape the slot math takes, and the booked times that block slots. The SQL stays
// in this module's repository.
import type { ShiftTiming, BookedRange } from '@clinic/shared/slots';
import type { Database } from '../../db/client.ts';
import type { DirectoryDoctor } from '../search/directory.ts';
import { bookedRanges as bookedRangesOf } from './repository.ts';

/** The clinic zone, weekly shifts, slot length, notice and booking horizon of a doctor, for the slot math. */
export function scheduleOf(doctor: DirectoryDoctor) {
  return {
    timeZone: doctor.timeZone,
    timings: doctor.timings as ShiftTiming[],
    slotMinutes: doctor.slotMinutes,
    minNoticeMinutes: doctor.minNoticeMinutes,
    bookingHorizonDays: doctor.bookingHorizonDays,
  };
}

/** Active appointments and time off of these doctors overlapping [from, to), by doctor. */
export function bookedRanges(
  database: Database,
  doctorIds: string[],
  from: Date,
  to: Date,
): Promise<Map<string, BookedRange[]>> {
  return bookedRangesOf(database, doctorIds, from, to);
}

// What other modules (search, bookings) use of availability: a doctor's weekly schedule
// in the shape the slot math takes, and the booked times that block slots. The SQL stays
// in this module's repository.
import type { ShiftTiming, BookedRange } from '@clinic/shared/slots';
import type { Database } from '../../db/client.ts';
import { Batcher } from '../../lib/batcher.ts';
import type { DirectoryDoctor } from '../search/directory.ts';
import {
  bookedRanges as bookedRangesOf,
  bookedRangesOfWindows,
  type BookedWindow,
} from './repository.ts';

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

const windowReaders = new WeakMap<Database, Batcher<BookedWindow, BookedRange[]>>();

/**
 * One doctor's booked times over [from, to), as bookedRanges, for reads that
 * only show them (slots): concurrent calls on one database go out together as
 * one query (see Batcher), each with its own doctor and window. Not for the
 * booking check, which reads inside its own flow and must not wait on others.
 */
export function bookedRangesShown(
  database: Database,
  doctorId: string,
  from: Date,
  to: Date,
): Promise<BookedRange[]> {
  let reader = windowReaders.get(database);
  if (!reader) {
    reader = new Batcher<BookedWindow, BookedRange[]>(async (windows) =>
      (await bookedRangesOfWindows(database, windows)).map((value) => ({
        status: 'fulfilled',
        value,
      })),
    );
    windowReaders.set(database, reader);
  }
  return reader.run({ doctorId, from, to });
}

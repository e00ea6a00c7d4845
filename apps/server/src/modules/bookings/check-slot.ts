// Step 1: the requested start must be a real, free slot of the doctor, in the
// future beyond the notice, inside the clinic's hours. (A race between two
// patients who both pass this check is settled by the database in step 2.)
import { isBeyondHorizon } from '@clinic/shared/dates';
import { isBookableStart, slotEnd, type BookedRange } from '@clinic/shared/slots';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound, slotTaken } from '../../errors.ts';
import { bookedRanges, scheduleOf } from '../availability/service.ts';
import type { DirectoryDoctor, DoctorDirectory } from '../search/directory.ts';

export async function checkSlot(
  database: Database,
  directory: DoctorDirectory,
  doctorId: string,
  start: Date,
  now: Date,
  /** A booking being moved: its own current time does not count as taken. */
  ignore?: BookedRange,
): Promise<{ doctor: DirectoryDoctor; start: Date; end: Date }> {
  const doctor = await directory.get(doctorId);
  if (!doctor) throw notFound(API_TEXTS.doctorNotFound);
  if (isBeyondHorizon(start, now)) throw badRequest(SERVER_ERRORS.tooFarAhead, 'startTime');
  // Taken slots are told apart from invalid ones: the picker refreshes on 409.
  // The grid check needs no database, so it comes first.
  if (!isBookableStart({ ...scheduleOf(doctor), now, booked: [], start })) {
    throw badRequest(SERVER_ERRORS.slotUnavailable, 'startTime');
  }
  const end = slotEnd(start, doctor.slotMinutes);
  const ranges = await bookedRanges(database, [doctor.userId], start, end);
  const booked = (ranges.get(doctor.userId) ?? []).filter(
    (r) =>
      !ignore ||
      r.start.getTime() !== ignore.start.getTime() ||
      r.end.getTime() !== ignore.end.getTime(),
  );
  if (!isBookableStart({ ...scheduleOf(doctor), now, booked, start })) throw slotTaken();
  return { doctor, start, end };
}

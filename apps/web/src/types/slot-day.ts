import { z } from 'zod';

/** One bookable time of a day, as GET /doctors/{id}/slots answers it. */
export const slotSchema = z.object({
  /** '09:00 AM', in the clinic's zone. */
  time: z.string(),
  /** The UTC instant the slot starts: what a booking sends as startTime. */
  start: z.string(),
  available: z.boolean(),
});

export const slotDaySchema = z.object({
  /** YYYY-MM-DD in the clinic's zone. */
  date: z.string(),
  /** 'Today', 'Tomorrow' or like 'Wed, 12 Mar'. */
  label: z.string(),
  slots: z.object({
    morning: z.array(slotSchema),
    afternoon: z.array(slotSchema),
    evening: z.array(slotSchema),
  }),
  /** Open slots of the day. */
  totalSlots: z.number(),
  /** Full with bookings that may free: the day offers the waitlist. */
  waitlist: z.boolean(),
});

export const doctorSlotsSchema = z.object({
  doctorId: z.string(),
  timeZone: z.string(),
  slotMinutes: z.number(),
  days: z.array(slotDaySchema),
});

export type Slot = z.infer<typeof slotSchema>;
export type SlotDay = z.infer<typeof slotDaySchema>;
export type DoctorSlots = z.infer<typeof doctorSlotsSchema>;

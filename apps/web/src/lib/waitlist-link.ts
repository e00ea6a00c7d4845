/**
 * Where a full day's "Join waitlist" leads: the join page (phone verified by OTP,
 * then a name). Shared here because the search's slot panel and the booking
 * modal's picker both open it, and features do not import each other.
 */
export const waitlistJoinPath = (doctorId: string, date: string) =>
  `/waitlist/join?doctor=${encodeURIComponent(doctorId)}&date=${encodeURIComponent(date)}`;

// A doctor's waitlist as GET /api/portal/waitlist answers it: one day with a held
// slot, a patient waiting and one booked, and a day nobody waits for.
export const PORTAL_WAITLIST_ANSWER = {
  timeZone: 'Asia/Kolkata',
  days: [
    {
      date: '2026-03-11',
      entries: [
        {
          id: 'e1',
          name: 'Asha Rao',
          mobile: '9876500011',
          status: 'offered',
          position: 0,
          joinedAt: '2026-03-10T04:00:00.000Z',
          offer: {
            startTime: '2026-03-11T05:30:00.000Z',
            holdExpiresAt: '2026-03-10T04:45:00.000Z',
          },
        },
        {
          id: 'e2',
          name: 'Ravi Kumar',
          mobile: '9876500012',
          status: 'waiting',
          position: 1,
          joinedAt: '2026-03-10T04:05:00.000Z',
          offer: null,
        },
        {
          id: 'e3',
          name: 'Meena Iyer',
          mobile: '9876500013',
          status: 'booked',
          position: 0,
          joinedAt: '2026-03-10T04:10:00.000Z',
          offer: null,
        },
      ],
    },
    { date: '2026-03-12', entries: [] },
  ],
};

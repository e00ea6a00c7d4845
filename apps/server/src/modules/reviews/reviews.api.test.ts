import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@clinic/shared/review-texts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { errorBody } from '../../../test/expect-error.ts';
import { addAppointment, ist, makePatient, signedInDoctor, withToken } from '../portal/testing.ts';

// TEST_NOW: Tuesday 2026-03-10 10:00 in Kolkata.
let t: TestContext;
let doc: Awaited<ReturnType<typeof signedInDoctor>>;
let api: ReturnType<typeof withToken>;

const STORY = 'Very patient doctor, explained everything clearly.';

beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: 'https://clinic.example' } });
  doc = await signedInDoctor(t.app, t.database.db, {
    name: 'Dr. Review',
    city: 'Mysuru',
    ratingAvg: 0,
    ratingCount: 0,
  });
  api = withToken(t.app, doc.token);
});
afterAll(async () => t?.close());

/** A past confirmed visit of a new patient. */
async function visit(day: number, name = 'Meera Nair') {
  const patient = await makePatient(t.database.db, { name });
  const a = await addAppointment(t.database.db, {
    doctorId: doc.id,
    clinicId: doc.clinic.id,
    patientId: patient.id,
    start: ist(`2026-03-${String(day).padStart(2, '0')} 09:00`),
    treatment: 'Migraine review',
  });
  return { a, patient };
}

/** The review link the outbox holds for an appointment (its token). */
async function linkOf(appointmentId: string) {
  const rows = await t.database.rows<{ text: string; to: string; channel: string }>(
    `select text, "to", channel from scheduled_messages where appointment_id = $1 and text like '%/review/%'`,
    [appointmentId],
  );
  return rows.map((r) => ({ ...r, token: r.text.match(/\/review\/([\w-]+)/)![1]! }));
}

const tokenOf = async (appointmentId: string) => (await linkOf(appointmentId))[0]!.token;

const submit = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/reviews/invitations/${token}`, payload: body });

async function searchCard() {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/userside/patients/search-doctors?city=Mysuru',
  });
  return res.json().results.find((r: { userId: string }) => r.userId === doc.id);
}

describe('the review link of a completed visit', () => {
  it('is sent by SMS when Save & Invoice completes the visit, once', async () => {
    const { a, patient } = await visit(2);
    expect((await api.post(`/api/appointments/${a.id}/invoice`, {})).statusCode).toBe(201);
    const links = await linkOf(a.id);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ channel: 'sms', to: patient.phone });
    expect(links[0]!.text).toContain(`https://clinic.example/review/${links[0]!.token}`);
    // Only a hash is stored.
    const stored = await t.database.rows<{ token_hash: string }>(
      'select token_hash from review_invitations where appointment_id = $1',
      [a.id],
    );
    expect(stored[0]!.token_hash).not.toBe(links[0]!.token);
    // Invoicing again sends nothing more.
    await api.post(`/api/appointments/${a.id}/invoice`, {});
    expect(await linkOf(a.id)).toHaveLength(1);
  });

  it('is sent when the status is changed to Completed', async () => {
    const { a } = await visit(3);
    const res = await api.patch(`/api/appointments/${a.id}/status`, { status: 'Completed' });
    expect(res.statusCode).toBe(200);
    expect(await linkOf(a.id)).toHaveLength(1);
  });

  it('shows the visit, takes one review and moves the rating on the search card', async () => {
    const { a } = await visit(4);
    await api.patch(`/api/appointments/${a.id}/status`, { status: 'Completed' });
    const token = await tokenOf(a.id);

    const before = await searchCard();
    const info = await t.app.inject({ method: 'GET', url: `/api/reviews/invitations/${token}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      doctorName: 'Dr. Review',
      visitDate: '2026-03-04',
      treatment: 'Migraine review',
      status: 'open',
    });

    const res = await submit(token, { rating: 4, story: `  ${STORY}  ` });
    expect(res.statusCode).toBe(201);
    const again = await submit(token, { rating: 5, story: STORY });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody('REVIEW_LINK_USED'));
    const used = await t.app.inject({ method: 'GET', url: `/api/reviews/invitations/${token}` });
    expect(used.json().status).toBe('used');

    const [row] = await t.database.rows<{ body: string; rating: number }>(
      'select body, rating from reviews where appointment_id = $1',
      [a.id],
    );
    expect(row).toEqual({ body: STORY, rating: 4 });
    const after = await searchCard();
    expect(after.patientStories).toBe(before.patientStories + 1);
    const notices = await t.database.rows<{ description: string }>(
      `select description from notifications where user_id = $1 and kind = 'review_received'`,
      [doc.id],
    );
    expect(notices.map((n) => n.description)).toContain('Meera Nair rated you 4 out of 5.');
    const audit = await t.database.rows(
      `select 1 from audit_log where action = 'create_review' and entity_id = $1`,
      [res.json().id],
    );
    expect(audit).toHaveLength(1);
  });

  it("moves a profile's existing figures by the new review instead of replacing them", async () => {
    const listed = await signedInDoctor(t.app, t.database.db, {
      name: 'Dr. Listed',
      city: 'Mysuru',
      ratingAvg: 4.5,
      ratingCount: 200,
    });
    const patient = await makePatient(t.database.db, { name: 'Ravi Kumar' });
    const a = await addAppointment(t.database.db, {
      doctorId: listed.id,
      patientId: patient.id,
      start: ist('2026-03-05 10:00'),
      status: 'Confirmed',
      treatment: 'Check-up',
    });
    await withToken(t.app, listed.token).patch(`/api/appointments/${a.id}/status`, {
      status: 'Completed',
    });
    expect((await submit(await tokenOf(a.id), { rating: 5, story: STORY })).statusCode).toBe(201);
    const [profile] = await t.database.rows<{ rating_avg: number; rating_count: number }>(
      'select rating_avg, rating_count from doctor_profiles where user_id = $1',
      [listed.id],
    );
    expect(profile!.rating_count).toBe(201);
    expect(profile!.rating_avg).toBeCloseTo((4.5 * 200 + 5) / 201, 9);
  });

  it('refuses a story outside 10-2,000 characters and a rating outside 1-5', async () => {
    const { a } = await visit(5);
    await api.patch(`/api/appointments/${a.id}/status`, { status: 'Completed' });
    const token = await tokenOf(a.id);
    const short = await submit(token, { rating: 5, story: ' too short ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(REVIEW_MESSAGES.storyTooShort);
    const long = await submit(token, { rating: 5, story: 'x'.repeat(2001) });
    expect(long.json().error).toBe(REVIEW_MESSAGES.storyTooLong);
    const stars = await submit(token, { rating: 6, story: STORY });
    expect(stars.json().error).toBe(REVIEW_MESSAGES.ratingRequired);
    expect((await submit(token, { rating: 5, story: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it('is closed after 14 days (410) and unknown tokens are 404', async () => {
    const { a } = await visit(6);
    await api.patch(`/api/appointments/${a.id}/status`, { status: 'Completed' });
    const token = await tokenOf(a.id);
    t.clock.set(new Date(t.clock.now().getTime() + 14 * 86_400_000 + 1000));
    try {
      const res = await submit(token, { rating: 3, story: STORY });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual(errorBody('REVIEW_LINK_EXPIRED'));
      const info = await t.app.inject({ method: 'GET', url: `/api/reviews/invitations/${token}` });
      expect(info.json().status).toBe('expired');
    } finally {
      t.clock.set(new Date('2026-03-10T04:30:00.000Z'));
    }
    const unknown = await submit('not-a-real-token', { rating: 3, story: STORY });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(REVIEW_MESSAGES.linkNotFound);
  });

  it('takes one of two submissions sent at once', async () => {
    const { a } = await visit(7);
    await api.patch(`/api/appointments/${a.id}/status`, { status: 'Completed' });
    const token = await tokenOf(a.id);
    const answers = await Promise.all([
      submit(token, { rating: 5, story: STORY }),
      submit(token, { rating: 1, story: STORY }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('My Ratings', () => {
  let doctor: Awaited<ReturnType<typeof signedInDoctor>>;
  let mine: ReturnType<typeof withToken>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    doctor = await signedInDoctor(t.app, t.database.db, {
      name: 'Dr. Ratings',
      city: 'Hubli',
      ratingAvg: 0,
      ratingCount: 0,
    });
    mine = withToken(t.app, doctor.token);
    const rated: [string, number, number][] = [
      ['Arjun Rao', 5, 2],
      ['Bina Shah', 3, 3],
      ['Chitra Iyer', 5, 4],
      ['Deepak Jain', 1, 5],
    ];
    for (const [name, rating, day] of rated) {
      const patient = await makePatient(t.database.db, { name });
      const a = await addAppointment(t.database.db, {
        doctorId: doctor.id,
        clinicId: doctor.clinic.id,
        patientId: patient.id,
        start: ist(`2026-03-0${day} 09:00`),
      });
      t.clock.set(ist(`2026-03-0${day} 18:00`));
      await mine.patch(`/api/appointments/${a.id}/status`, { status: 'Completed' });
      const token = await tokenOf(a.id);
      const res = await submit(token, { rating, story: `${name} says: ${STORY}` });
      ids[name] = res.json().id;
    }
    t.clock.set(new Date('2026-03-10T04:30:00.000Z'));
  });

  it('answers the rows with the average and the distribution of all reviews', async () => {
    const res = await mine.get('/api/reviews');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({
      average: 3.5,
      count: 4,
      distribution: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 2 },
    });
    expect(body.reviews.map((r: { name: string }) => r.name)).toEqual([
      'Deepak Jain',
      'Chitra Iyer',
      'Bina Shah',
      'Arjun Rao',
    ]);
    expect(body.reviews[0]).toMatchObject({ date: '2026-03-05', rating: 1, reply: null });
  });

  it('filters by stars and search and sorts by name and rating', async () => {
    const five = (await mine.get('/api/reviews?stars=5')).json();
    expect(five.total).toBe(2);
    expect(five.summary.count).toBe(4);
    const search = (await mine.get('/api/reviews?search=BINA')).json();
    expect(search.reviews.map((r: { name: string }) => r.name)).toEqual(['Bina Shah']);
    const byName = (await mine.get('/api/reviews?sort=name&dir=asc')).json();
    expect(byName.reviews[0].name).toBe('Arjun Rao');
    const byRating = (await mine.get('/api/reviews?sort=rating&dir=asc&stars=all')).json();
    expect(byRating.reviews.map((r: { rating: number }) => r.rating)).toEqual([1, 3, 5, 5]);
  });

  it('stores, edits and removes a reply, shown with the public stories', async () => {
    const id = ids['Bina Shah']!;
    const put = (reply: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/reviews/${id}/reply`,
        headers: { authorization: `Bearer ${doctor.token}` },
        payload: { reply },
      });
    expect((await put('   ')).json().error).toBe(REVIEW_MESSAGES.replyRequired);
    expect((await put('Thank you, Bina.')).statusCode).toBe(200);
    expect((await put('Thank you, Bina. See you soon.')).json().reply).toBe(
      'Thank you, Bina. See you soon.',
    );
    const stories = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${doctor.id}/stories`,
    });
    expect(stories.statusCode).toBe(200);
    expect(stories.json()).toMatchObject({ rating: 3.5, patientStories: 4 });
    const story = stories.json().stories.find((s: { id: string }) => s.id === id);
    expect(story).toMatchObject({ name: 'Bina S.', reply: 'Thank you, Bina. See you soon.' });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${id}/reply`,
      headers: { authorization: `Bearer ${doctor.token}` },
    });
    expect(del.json()).toEqual({ id, reply: null });
    const row = (await mine.get('/api/reviews?search=bina')).json().reviews[0];
    expect(row.reply).toBeNull();
    const actions = await t.database.rows<{ action: string }>(
      `select action from audit_log where entity = 'review' and entity_id = $1 order by at`,
      [id],
    );
    expect(actions.map((a) => a.action)).toEqual([
      'create_review',
      'reply_review',
      'reply_review',
      'remove_review_reply',
    ]);
  });

  it("does not let another doctor reply to or list this doctor's reviews", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${ids['Arjun Rao']}/reply`,
      headers: { authorization: `Bearer ${doc.token}` },
      payload: { reply: 'Not mine' },
    });
    expect(res.statusCode).toBe(404);
    const list = (await api.get('/api/reviews?search=arjun')).json();
    expect(list.total).toBe(0);
  });
});

describe('the public review post', () => {
  it('is rate-limited per address', async () => {
    const limited = await startTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/reviews/invitations/guessed-token',
          payload: { rating: 5, story: STORY },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

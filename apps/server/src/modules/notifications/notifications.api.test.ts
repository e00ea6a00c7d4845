import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { addNotification, ist, signedInDoctor, withToken } from '../portal/testing.ts';

let t: TestContext;
let doc: Awaited<ReturnType<typeof signedInDoctor>>;
let other: Awaited<ReturnType<typeof signedInDoctor>>;
let api: ReturnType<typeof withToken>;
const ids: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  doc = await signedInDoctor(t.app, t.database.db);
  other = await signedInDoctor(t.app, t.database.db);
  api = withToken(t.app, doc.token);
  for (let i = 0; i < 8; i++) {
    ids.push(
      (
        await addNotification(
          t.database.db,
          doc.id,
          `Note ${i}`,
          ist(`2026-03-0${i + 1} 09:00`),
          i < 2,
        )
      ).id,
    );
  }
  await addNotification(t.database.db, other.id, 'Theirs', ist('2026-03-09 09:00'));
});
afterAll(async () => t?.close());

describe('notifications', () => {
  it('lists mine newest first with the unread count', async () => {
    const res = await api.get('/api/notifications?limit=6');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unread).toBe(6);
    expect(body.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Note 7',
      'Note 6',
      'Note 5',
      'Note 4',
      'Note 3',
      'Note 2',
    ]);
    expect(body.notifications[0]).toEqual({
      id: ids[7],
      kind: 'appointment_request',
      title: 'Note 7',
      description: 'Note 7 details',
      read: false,
      createdAt: '2026-03-08T03:30:00.000Z',
    });
    const all = (await api.get('/api/notifications')).json();
    expect(all.notifications).toHaveLength(8);
    expect(all.notifications.at(-1)).toMatchObject({ title: 'Note 0', read: true });
  });

  it('marks one read, only my own', async () => {
    const res = await api.post(`/api/notifications/${ids[7]}/read`);
    expect(res.json()).toEqual({ unread: 5 });
    expect((await api.post(`/api/notifications/${ids[7]}/read`)).json()).toEqual({ unread: 5 });
    const theirs = await withToken(t.app, other.token).post(`/api/notifications/${ids[6]}/read`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('Notification not found');
    expect((await api.post('/api/notifications/not-a-uuid/read')).statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, ids[6]!));
    expect(row!.readAt).toBeNull();
  });

  it('marks all of mine read and leaves the others alone', async () => {
    expect((await api.post('/api/notifications/read-all')).json()).toEqual({ unread: 0 });
    expect((await withToken(t.app, other.token).get('/api/notifications')).json().unread).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

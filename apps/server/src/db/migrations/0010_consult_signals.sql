-- The video rooms' signaling relay lives in the database, so the doctor and
-- the patient may post and poll through different instances. A room is the
-- room of one appointment; its row holds who is there, and is locked by every
-- post, so the sequence numbers of one room are taken in commit order (a
-- reader that moved its cursor past a number never misses a smaller one).
-- Numbers start above any millisecond timestamp, where the in-memory relay
-- that came before numbered its messages: a browser's cursor from it is never
-- ahead of the new ones.
create sequence consult_signal_seq start with 10000000000000;
--> statement-breakpoint
create table consult_rooms (
  appointment_id uuid primary key references appointments(id) on delete cascade,
  touched_at timestamptz not null,
  -- Each participant counts as present until this time: a post or a poll
  -- lasts the presence window, a waiting poll its wait and the window.
  doctor_present_until timestamptz,
  patient_present_until timestamptz,
  doctor_left boolean not null default false,
  patient_left boolean not null default false
);
--> statement-breakpoint
create index consult_rooms_touched_idx on consult_rooms (touched_at);
--> statement-breakpoint
create table consult_signals (
  seq bigint primary key default nextval('consult_signal_seq'),
  room_id uuid not null references consult_rooms(appointment_id) on delete cascade,
  from_role text not null check (from_role in ('doctor', 'patient')),
  kind text not null check (kind in ('join', 'offer', 'answer', 'candidate', 'leave')),
  data jsonb,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index consult_signals_room_idx on consult_signals (room_id, seq);

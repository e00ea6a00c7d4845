-- A doctor's private calendar feed. The URL's token is derived from the
-- server's secret and this row's nonce (so My Profile can show it again);
-- only its SHA-256 is stored for the lookup. Regenerating draws a new nonce,
-- so the old URL stops answering.
create table calendar_feeds (
  doctor_id uuid primary key references users(id) on delete cascade,
  nonce text not null,
  token_hash text not null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create unique index calendar_feeds_token_hash_uq on calendar_feeds (token_hash);

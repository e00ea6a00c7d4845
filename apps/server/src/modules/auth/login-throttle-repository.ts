// SQL of the login throttle (docs/decisions/007-login-throttling.md): one row
// per account (phone) and client address, in the database so every instance
// sees the same counts.
import type { Database } from '../../db/client.ts';

export interface PairCount {
  failures: number;
  windowStartedAt: Date;
  lastSuccessAt: Date | null;
}

const iso = (d: Date) => d.toISOString();

export const loginThrottleRepository = {
  /**
   * Counts one attempt for the pair, atomically: a new window starts when the
   * old one is over. Concurrent attempts each get their own count.
   */
  async countAttempt(
    database: Database,
    phone: string,
    ip: string,
    now: Date,
    windowSeconds: number,
  ): Promise<PairCount> {
    const [row] = await database.rows<{
      failures: number;
      window_started_at: Date | string;
      last_success_at: Date | string | null;
    }>(
      `insert into login_throttles as t (phone, ip, failures, window_started_at)
       values ($1, $2, 1, $3::timestamptz)
       on conflict (phone, ip) do update set
         failures = case when t.window_started_at <= $3::timestamptz - make_interval(secs => $4) then 1 else t.failures + 1 end,
         window_started_at = case when t.window_started_at <= $3::timestamptz - make_interval(secs => $4)
                                  then $3::timestamptz else t.window_started_at end
       returning failures, window_started_at, last_success_at`,
      [phone, ip, iso(now), windowSeconds],
    );
    return {
      failures: Number(row!.failures),
      windowStartedAt: new Date(row!.window_started_at),
      lastSuccessAt: row!.last_success_at ? new Date(row!.last_success_at) : null,
    };
  },

  /** Failures in live windows: from this address on any account, and on this account from any address. */
  async liveFailures(
    database: Database,
    phone: string,
    ip: string,
    now: Date,
    windowSeconds: number,
  ) {
    const [row] = await database.rows<{ by_address: number | string; by_account: number | string }>(
      `select coalesce(sum(failures) filter (where ip = $2), 0) as by_address,
              coalesce(sum(failures) filter (where phone = $1), 0) as by_account
         from login_throttles
        where (ip = $2 or phone = $1) and window_started_at > $3::timestamptz - make_interval(secs => $4)`,
      [phone, ip, iso(now), windowSeconds],
    );
    return { byAddress: Number(row?.by_address ?? 0), byAccount: Number(row?.by_account ?? 0) };
  },

  /** A right password: the pair's failures are forgiven and the address becomes familiar. */
  async recordSuccess(database: Database, phone: string, ip: string, now: Date) {
    await database.rows(
      `update login_throttles set failures = 0, window_started_at = $3::timestamptz, last_success_at = $3::timestamptz
        where phone = $1 and ip = $2`,
      [phone, ip, iso(now)],
    );
  },

  /** Drops this address's rows that no longer count nor make an address familiar (bounded by the address limit). */
  async prune(
    database: Database,
    ip: string,
    now: Date,
    windowSeconds: number,
    familiarDays: number,
  ) {
    await database.rows(
      `delete from login_throttles
        where ip = $1 and window_started_at <= $2::timestamptz - make_interval(secs => $3)
          and (last_success_at is null or last_success_at <= $2::timestamptz - make_interval(days => $4))`,
      [ip, iso(now), windowSeconds, familiarDays],
    );
  },
};

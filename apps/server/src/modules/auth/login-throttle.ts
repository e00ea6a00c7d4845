// Password-login throttling (docs/decisions/007-login-throttling.md; OWASP
// ASVS 2.2.1). Only failures count and a success forgives them. The lock is
// keyed to the account AND the address, so a stranger's wrong passwords never
// keep the doctor out from their own network. Two wider nets catch what the
// pair cannot: one address trying many accounts, and many addresses trying one
// account (those pass only from an address the account logged in from lately).
import {
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_FAMILIAR_ADDRESS_DAYS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '@clinic/shared/constants';
import type { Database } from '../../db/client.ts';
import { templatedError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { loginThrottleRepository as repo } from './login-throttle-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export class LoginThrottle {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly enabled: boolean,
  ) {}

  /**
   * Counts this attempt as a failure before the password is checked (so
   * parallel guesses cannot slip past the count) and refuses it with 429 when
   * a limit is passed. `succeeded` takes the count back.
   */
  async begin(phone: string, ip: string): Promise<void> {
    if (!this.enabled) return;
    const now = this.clock.now();
    const window = LOGIN_FAILURE_WINDOW_SECONDS;
    await repo.prune(this.database, ip, now, window, LOGIN_FAMILIAR_ADDRESS_DAYS);
    const pair = await repo.countAttempt(this.database, phone, ip, now, window);
    const pairEnds = pair.windowStartedAt.getTime() + window * 1000;
    if (pair.failures > LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS)
      throw throttled(pairEnds - now.getTime());
    const live = await repo.liveFailures(this.database, phone, ip, now, window);
    if (live.byAddress > LOGIN_MAX_FAILURES_PER_ADDRESS) throw throttled(window * 1000);
    const familiar =
      pair.lastSuccessAt !== null &&
      now.getTime() - pair.lastSuccessAt.getTime() < LOGIN_FAMILIAR_ADDRESS_DAYS * DAY_MS;
    if (!familiar && live.byAccount > LOGIN_MAX_FAILURES_PER_ACCOUNT)
      throw throttled(window * 1000);
  }

  /** The right password: this pair's failures are forgiven. */
  async succeeded(phone: string, ip: string): Promise<void> {
    if (!this.enabled) return;
    await repo.recordSuccess(this.database, phone, ip, this.clock.now());
  }
}

function throttled(waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return templatedError('LOGIN_THROTTLED', 'loginThrottledMinutes', [minutes], undefined, {
    retryAfterSeconds: seconds,
  });
}

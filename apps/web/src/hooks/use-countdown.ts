import { useCallback, useEffect, useState } from 'react';
import { clock } from '@/lib/clock';

/** 300 -> '5:00', 65 -> '1:05', 9 -> '0:09'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - clock.nowMs()) / 1000));

/**
 * Seconds left until a deadline `seconds` from mount (or from the last restart).
 * Counted from the clock rather than by decrementing, so a throttled background tab
 * still shows the right time when it comes back.
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => clock.nowMs() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const left = secondsLeft(deadline);
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    setDeadline(clock.nowMs() + seconds * 1000);
    setRemaining(seconds);
  }, [seconds]);

  return { remaining, isDone: remaining === 0, restart };
}

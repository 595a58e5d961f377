import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The time now, renewed as each minute begins: for a clock shown to the minute. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), MINUTE_MS - (now % MINUTE_MS));
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}

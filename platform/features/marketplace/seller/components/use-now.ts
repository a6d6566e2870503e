import { useEffect, useState } from 'react';

/** The time now, moving on every minute, so deadlines and "hours left" stay true on an open screen. */
export function useNow(stepMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

import { useEffect, useRef, useState } from "react";

/**
 * Milliseconds left before the exam expires, ticking every second, anchored to the server's clock
 * (whatever this device's clock says); `onExpired` runs when it reaches zero.
 */
export function useExamCountdown(expiresAt: number, serverNow: number, onExpired: () => void): number {
  const skew = useRef(serverNow - Date.now());
  const [msLeft, setMsLeft] = useState(expiresAt - (Date.now() + skew.current));
  useEffect(() => {
    const t = setInterval(() => setMsLeft(expiresAt - (Date.now() + skew.current)), 1000);
    return () => clearInterval(t);
  }, [expiresAt]);
  const expired = msLeft <= 0;
  const latest = useRef(onExpired);
  latest.current = onExpired;
  useEffect(() => {
    if (expired) latest.current();
  }, [expired]);
  return msLeft;
}

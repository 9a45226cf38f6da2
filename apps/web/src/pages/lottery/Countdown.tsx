import { useEffect, useState } from 'react';

/** 距开奖 3天 04:05:06, ticking each second; the parent refetches when it reaches 0. */
export function Countdown({ to, label }: { to: number; label: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, to * 1000 - now);
  const s = Math.floor(left / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(s / 86_400);
  const clock = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return (
    <p data-testid="lottery-countdown">
      {label} <strong>{days > 0 ? `${days}天 ${clock}` : clock}</strong>
    </p>
  );
}

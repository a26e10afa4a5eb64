import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** '1:05' for 65 s, '12:00' for 720 s, '1:02:03' past an hour. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

function spoken(remainingMs: number, t: TFunction): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  const parts = [m > 0 ? t('countdown.minutes', { count: m }) : '', t('countdown.seconds', { count: s })];
  return parts.filter(Boolean).join(' ');
}

/**
 * Time left until `until`, ticking every second. Not a live region: a screen reader reads the time when the
 * user reaches it instead of being interrupted every second. `onExpire` runs once when the time is up.
 */
export function Countdown({
  until,
  onExpire,
  className = '',
}: {
  until: string | Date;
  onExpire?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const endMs = new Date(until).getTime();
  const [nowMs, setNowMs] = useState(() => Date.now());
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  const remainingMs = endMs - nowMs;
  const isOver = remainingMs <= 0;

  useEffect(() => {
    if (isOver) {
      onExpireRef.current?.();
      return;
    }
    const timer = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isOver]);

  return (
    <time
      dateTime={new Date(endMs).toISOString()}
      className={`font-mono tabular-nums ${className}`}
      aria-label={isOver ? t('countdown.over') : t('countdown.left', { time: spoken(remainingMs, t) })}
    >
      {formatCountdown(remainingMs)}
    </time>
  );
}

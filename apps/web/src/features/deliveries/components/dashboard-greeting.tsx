import { useNow } from '../../../hooks/use-now';

const timeFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', timeStyle: 'medium' });
const dateFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'full' });

/** Welcome line with a clock that ticks every second (spec section 4), in India Standard Time. */
export function DashboardGreeting({ name }: { name: string }) {
  const now = useNow(1_000);
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold">Welcome back, {name}!</h1>
        <p className="text-slate-700">Here is what is moving today.</p>
      </div>
      <p className="text-sm text-slate-700" aria-label="Current time in India">
        <time
          dateTime={now.toISOString()}
          className="font-mono text-lg font-semibold text-slate-900"
          data-testid="dashboard-clock"
        >
          {timeFormat.format(now)}
        </time>
        <span className="block">{dateFormat.format(now)}</span>
      </p>
    </div>
  );
}

import { useSteps } from '../content/how-it-works';
import { Icon } from '@/components/ui/icon';

/** How it works: the five steps as an ordered list (screen readers announce 'n of 5'), each with the spec's points. */
export function StepList() {
  const steps = useSteps();
  return (
    <ol className="relative mx-auto max-w-4xl space-y-8">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 sm:gap-6">
          <div className="flex flex-col items-center">
            <span
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-lg font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            {index < steps.length - 1 && (
              <span className="mt-2 w-0.5 flex-1 bg-indigo-200" aria-hidden="true" />
            )}
          </div>
          <div className="min-w-0 flex-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 className="flex items-center gap-3 text-xl font-bold text-slate-900">
              <Icon name={step.icon} className="h-6 w-6 shrink-0 text-indigo-700" />
              {step.title}
            </h2>
            <p className="mt-2 text-slate-700">{step.text}</p>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {step.points.map((point) => (
                <li key={point} className="flex items-center gap-2 text-slate-800">
                  <Icon name="check" className="h-5 w-5 shrink-0 text-emerald-700" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ol>
  );
}

import { useTranslation } from 'react-i18next';
import { useProblemsAndSolutions, type ComparisonItem } from '../content/landing';
import { Icon } from '@/components/ui/icon';
import { Section } from './section';

function Column({
  title,
  items,
  tone,
}: {
  title: string;
  items: readonly ComparisonItem[];
  tone: 'problem' | 'solution';
}) {
  const isProblem = tone === 'problem';
  return (
    <div
      className={`rounded-2xl border p-6 ${isProblem ? 'border-red-200 bg-red-50' : 'border-emerald-200 bg-emerald-50'}`}
    >
      <h3
        className={`flex items-center gap-2 text-xl font-bold ${isProblem ? 'text-red-800' : 'text-emerald-800'}`}
      >
        <Icon name={isProblem ? 'x' : 'check'} className="h-6 w-6" />
        {title}
      </h3>
      <ul className="mt-5 space-y-5">
        {items.map((item) => (
          <li key={item.title} className="flex gap-3">
            <span
              className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${isProblem ? 'bg-red-100 text-red-700' : 'bg-emerald-100 text-emerald-700'}`}
            >
              <Icon name={item.icon} className="h-5 w-5" />
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{item.title}</span>
              <span className="block text-slate-700">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProblemSolution() {
  const { t } = useTranslation('marketing');
  const { problems, solutions } = useProblemsAndSolutions();
  return (
    <Section title={t('problemSolution.title')} intro={t('problemSolution.intro')}>
      <div className="grid gap-6 md:grid-cols-2">
        <Column title={t('problemSolution.problemTitle')} items={problems} tone="problem" />
        <Column title={t('problemSolution.solutionTitle')} items={solutions} tone="solution" />
      </div>
    </Section>
  );
}

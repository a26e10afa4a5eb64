import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Section } from './section';

function NumberedList({
  title,
  items,
  tone,
}: {
  title: string;
  items: readonly string[];
  tone: 'challenge' | 'solution';
}) {
  const isChallenge = tone === 'challenge';
  return (
    <div
      className={`rounded-2xl border p-6 ${isChallenge ? 'border-red-200 bg-red-50' : 'border-emerald-200 bg-emerald-50'}`}
    >
      <h3 className={`text-xl font-bold ${isChallenge ? 'text-red-800' : 'text-emerald-800'}`}>{title}</h3>
      <ol className="mt-4 space-y-3">
        {items.map((item, index) => (
          <li key={item} className="flex gap-3 text-slate-800">
            <span
              aria-hidden="true"
              className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ${isChallenge ? 'bg-red-700' : 'bg-emerald-700'}`}
            >
              {index + 1}
            </span>
            {item}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** About: the challenge and the solution, five items each (spec section 2 'About'). */
export function ChallengeSolution() {
  const { t } = useTranslation('marketing');
  return (
    <Section title={t('about.whyTitle')} intro={t('about.whyIntro')}>
      <div className="grid gap-6 md:grid-cols-2">
        <NumberedList
          title={t('about.challengeTitle')}
          items={t('about.challenges', { returnObjects: true })}
          tone="challenge"
        />
        <NumberedList
          title={t('about.solutionTitle')}
          items={t('about.solutions', { returnObjects: true })}
          tone="solution"
        />
      </div>
    </Section>
  );
}

export function MissionVision() {
  const { t } = useTranslation('marketing');
  return (
    <Section title={t('about.missionVisionTitle')} className="bg-slate-50">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <Icon name="target" className="h-6 w-6 text-indigo-700" />
            {t('about.missionTitle')}
          </h3>
          <p className="mt-3 text-slate-700">{t('about.mission')}</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <Icon name="eye" className="h-6 w-6 text-indigo-700" />
            {t('about.visionTitle')}
          </h3>
          <p className="mt-3 text-slate-700">{t('about.vision')}</p>
        </div>
      </div>
    </Section>
  );
}

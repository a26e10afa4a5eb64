import { useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PRIVACY_FACTS, STORAGE_ENTRIES } from '../content/privacy';

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-slate-800">{children}</div>
    </section>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const mailLink = 'font-semibold text-indigo-800 underline break-all';

/** The privacy notice: what is stored, why, for how long, how to delete it, and what stays in the browser. */
export function PrivacyNotice() {
  const { t } = useTranslation('marketing');
  const facts = { ...PRIVACY_FACTS };
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('privacy.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('privacy.intro')}</p>

      <Part title={t('privacy.storedTitle')}>
        {t('privacy.categories', { returnObjects: true, ...facts }).map((c) => (
          <div key={c.title} className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="text-lg font-bold text-slate-900">{c.title}</h3>
            <dl className="mt-3 space-y-2">
              <div>
                <dt className="font-semibold">{t('privacy.what')}</dt>
                <dd className="text-slate-700">{c.what}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t('privacy.why')}</dt>
                <dd className="text-slate-700">{c.why}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t('privacy.howLong')}</dt>
                <dd className="text-slate-700">{c.howLong}</dd>
              </div>
            </dl>
          </div>
        ))}
      </Part>

      <Part title={t('privacy.notDoneTitle')}>
        <Bullets items={t('privacy.notDone', { returnObjects: true })} />
      </Part>

      <Part title={t('privacy.sharingTitle')}>
        <Bullets items={t('privacy.sharing', { returnObjects: true })} />
      </Part>

      <Part title={t('privacy.deletionTitle')}>
        <Bullets items={t('privacy.deletion', { returnObjects: true, ...facts })} />
      </Part>

      <Part title={t('privacy.storageTitle')}>
        <p>{t('privacy.storageIntro')}</p>
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {STORAGE_ENTRIES.map((e) => (
            <div key={e.key} className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt>
                <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 text-sm text-slate-900">
                  {e.key}
                </code>
              </dt>
              <dd className="text-slate-700">{t(`privacy.storage.${e.purpose}`)}</dd>
            </div>
          ))}
        </dl>
      </Part>

      <Part title={t('privacy.rightsTitle')}>
        <p>
          <Trans
            t={t}
            i18nKey="privacy.rights"
            values={{ email: PRIVACY_FACTS.email }}
            components={{
              // Trans puts the address inside the link.
              mail: <a className={mailLink} href={`mailto:${PRIVACY_FACTS.email}`} />,
            }}
          />
        </p>
      </Part>
    </article>
  );
}

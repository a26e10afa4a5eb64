import { useId, type ReactNode } from 'react';
import { SUPPORT_EMAIL } from '../../../config/contact';
import { DATA_CATEGORIES, DELETION_STEPS, NOT_DONE, SHARING, STORAGE_ENTRIES } from '../content/privacy';

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
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">Privacy Policy</h1>
      <p className="mt-4 text-lg text-slate-700">
        LogiSaathi helps small businesses ship goods. To do that we keep some information about you, your
        company and your deliveries. This page says exactly what, why, for how long, and how to have it
        deleted.
      </p>

      <Part title="What we store, why, and for how long">
        {DATA_CATEGORIES.map((c) => (
          <div key={c.title} className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="text-lg font-bold text-slate-900">{c.title}</h3>
            <dl className="mt-3 space-y-2">
              <div>
                <dt className="font-semibold">What</dt>
                <dd className="text-slate-700">{c.what}</dd>
              </div>
              <div>
                <dt className="font-semibold">Why</dt>
                <dd className="text-slate-700">{c.why}</dd>
              </div>
              <div>
                <dt className="font-semibold">How long</dt>
                <dd className="text-slate-700">{c.howLong}</dd>
              </div>
            </dl>
          </div>
        ))}
      </Part>

      <Part title="What we do not do">
        <Bullets items={NOT_DONE} />
      </Part>

      <Part title="Who else sees your data">
        <Bullets items={SHARING} />
      </Part>

      <Part title="How to delete your data">
        <Bullets items={DELETION_STEPS} />
      </Part>

      <Part title="Cookies and browser storage">
        <p>
          LogiSaathi sets no cookies. It keeps the following entries in your browser&apos;s local storage
          (session storage where noted) so the app works across pages and reloads. They never leave your
          device except the sign-in tokens, which are sent to our server to prove it is you.
        </p>
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {STORAGE_ENTRIES.map((e) => (
            <div key={e.key} className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt>
                <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 text-sm text-slate-900">
                  {e.key}
                </code>
              </dt>
              <dd className="text-slate-700">{e.purpose}</dd>
            </div>
          ))}
        </dl>
      </Part>

      <Part title="Your rights and questions">
        <p>
          You can ask to see, correct or delete the personal data we hold about you, and complain if we get
          something wrong, as India&apos;s Digital Personal Data Protection Act, 2023 provides. Write to{' '}
          <a className={mailLink} href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          ; we reply within 24 hours on working days.
        </p>
      </Part>
    </article>
  );
}

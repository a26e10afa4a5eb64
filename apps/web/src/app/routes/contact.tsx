import { useTranslation } from 'react-i18next';
import { ContactCards } from '@/features/contact/components/contact-cards';
import { ContactFaq } from '@/features/contact/components/contact-faq';
import { ContactForm } from '@/features/contact/components/contact-form';
import { OfficeMap } from '@/features/contact/components/office-map';
import { PageHero } from '@/features/marketing/components/section';

export function Component() {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageHero eyebrow={t('page.eyebrow')} title={t('page.title')} lead={t('page.lead')} />
      <div className="bg-slate-50 px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-3">
          <section
            aria-labelledby="contact-form-title"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-2"
          >
            <h2 id="contact-form-title" className="mb-6 text-2xl font-bold text-slate-900">
              {t('page.formTitle')}
            </h2>
            <ContactForm />
          </section>
          <aside aria-label={t('page.detailsLabel')}>
            <ContactCards />
          </aside>
        </div>
        {/* Below the fold on a phone: the browser may skip laying out and painting it until it scrolls near. */}
        <div className="mx-auto mt-12 grid max-w-6xl gap-8 [contain-intrinsic-size:auto_900px] [content-visibility:auto] lg:grid-cols-2">
          <section aria-labelledby="office-title">
            <h2 id="office-title" className="mb-4 text-2xl font-bold text-slate-900">
              {t('page.officeTitle')}
            </h2>
            <OfficeMap />
          </section>
          <section aria-labelledby="faq-title">
            <h2 id="faq-title" className="mb-4 text-2xl font-bold text-slate-900">
              {t('page.faqTitle')}
            </h2>
            <ContactFaq />
          </section>
        </div>
      </div>
    </>
  );
}

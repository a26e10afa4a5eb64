import { ContactCards } from '../../features/contact/components/contact-cards';
import { ContactFaq } from '../../features/contact/components/contact-faq';
import { ContactForm } from '../../features/contact/components/contact-form';
import { OfficeMap } from '../../features/contact/components/office-map';
import { PageHero } from '../../features/marketing/components/section';

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in touch"
        lead="Questions about pricing, a demo for your team or help with a delivery? Send us a message and we will reply within 24 hours."
      />
      <div className="bg-slate-50 px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-3">
          <section
            aria-labelledby="contact-form-title"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-2"
          >
            <h2 id="contact-form-title" className="mb-6 text-2xl font-bold text-slate-900">
              Send us a message
            </h2>
            <ContactForm />
          </section>
          <aside aria-label="Contact details">
            <ContactCards />
          </aside>
        </div>
        {/* Below the fold on a phone: the browser may skip laying out and painting it until it scrolls near. */}
        <div className="mx-auto mt-12 grid max-w-6xl gap-8 [contain-intrinsic-size:auto_900px] [content-visibility:auto] lg:grid-cols-2">
          <section aria-labelledby="office-title">
            <h2 id="office-title" className="mb-4 text-2xl font-bold text-slate-900">
              Find our office
            </h2>
            <OfficeMap />
          </section>
          <section aria-labelledby="faq-title">
            <h2 id="faq-title" className="mb-4 text-2xl font-bold text-slate-900">
              Frequently asked questions
            </h2>
            <ContactFaq />
          </section>
        </div>
      </div>
    </>
  );
}

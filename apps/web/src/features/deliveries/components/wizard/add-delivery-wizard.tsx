import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ADD_DELIVERY_STEP_TITLES,
  deliveryStep1Schema,
  deliveryStep2Schema,
  deliveryStep3Schema,
  isSubmittable,
  keepSlotIfAvailable,
  poolingPreferencesSchema,
  type Quote,
} from '@logisaathi/domain';
import { paths } from '@/config/paths';
import { useAlerts } from '@/lib/alerts';
import { useDomainText } from '@/i18n/use-language';
import { useCreateDelivery } from '../../api/create-delivery';
import { quoteRequestFrom, takeQuoteConflict, useQuote } from '../../api/get-quote';
import {
  useAddDeliveryWizard,
  type PickedPlace,
  type WizardForm,
  type WizardStep,
} from '../../hooks/use-add-delivery-wizard';
import { useNow } from '@/hooks/use-now';
import { usePinConfirmationErrors } from '../../hooks/use-pin-confirmation';
import { useRouteAnalysis, type AnalysisRequest } from '../../hooks/use-route-analysis';
import { AnalysisOverlay } from './analysis-overlay';
import { createDeliveryBody } from './create-body';
import { fieldErrors, type FieldErrors } from './field-errors';
import { goodsErrors } from './goods-invoice-form';
import { ModeBanner } from './mode-banner';
import { PackageDetailsStep } from './package-details-step';
import { PickupDeliveryStep } from './pickup-delivery-step';
import { ReviewStep } from './review-step';
import { ScheduleStep } from './schedule-step';
import { StepIndicator } from './step-indicator';
import { WizardNav } from './wizard-nav';

/** Slots close as the IST hour passes; a minute is fine enough for hour-long boundaries. */
const CLOCK_REFRESH_MS = 60_000;

const analysisRequest = (form: WizardForm): AnalysisRequest => ({
  pickupAddress: form.pickupAddress,
  deliveryAddress: form.deliveryAddress,
  deliveryDate: form.deliveryDate,
  deliveryTime: form.deliveryTime,
  packageType: form.packageType,
  specialInstructions: form.specialInstructions,
  pickupPin: form.pickupPlace,
  deliveryPin: form.deliveryPlace,
});

/** The add-delivery wizard (spec sections 2, 4, 5, 8). */
export function AddDeliveryWizard() {
  const navigate = useNavigate();
  const { t } = useTranslation('deliveries');
  const text = useDomainText();
  const { addAlert, refresh: refreshAlerts } = useAlerts();
  const now = useNow(CLOCK_REFRESH_MS);
  const wizard = useAddDeliveryWizard();
  const { step, setStep, mode, updateForm } = wizard;

  // A slot that has closed since it was chosen reads as cleared (spec section 5); a truck booking's slot is locked.
  const form = useMemo<WizardForm>(
    () =>
      mode === 'shared-truck'
        ? wizard.form
        : {
            ...wizard.form,
            deliveryTime: keepSlotIfAvailable(wizard.form.deliveryDate, wizard.form.deliveryTime, now),
          },
    [wizard.form, mode, now],
  );
  const { analysis, run, runOnceIfMissing, reset: resetAnalysis } = useRouteAnalysis(form);
  const createMutation = useCreateDelivery();
  const queryClient = useQueryClient();
  // The review's price is the server's quote for what the price reads; asked for on step 4 only.
  // A saved place is quoted from its pin, as the server will route the delivery from it (issue 18).
  const quoteRequest = useMemo(
    () =>
      step === 4
        ? quoteRequestFrom({
            ...form,
            pickupLocation: pinOf(form.pickupPlace),
            deliveryLocation: pinOf(form.deliveryPlace),
          })
        : null,
    [step, form],
  );
  const quote = useQuote(quoteRequest);
  const [priceChange, setPriceChange] = useState<{ message: string; quote: Quote } | null>(null);
  // Shown only while the new quote is the one on screen (a later input change makes it moot).
  const shownPriceChange = priceChange && quote.data?.id === priceChange.quote.id ? priceChange : null;
  const [isOverlayOpen, setIsOverlayOpen] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());

  // An address placed only roughly waits for the user's pin (issue 18) before it is priced.
  const pinErrors = usePinConfirmationErrors(form);
  const step1 = { ...pinErrors, ...fieldErrors(deliveryStep1Schema.safeParse(form)) };
  // Step 2 also holds the goods-invoice section (e-way bills, issue 16).
  const step2 = { ...fieldErrors(deliveryStep2Schema.safeParse(form)), ...goodsErrors(form.goods, now) };
  const step3 = fieldErrors(deliveryStep3Schema(now).safeParse(form));
  const pooling =
    mode === 'pooling' ? fieldErrors(poolingPreferencesSchema.safeParse(form.poolingPreferences)) : {};
  const prefixedPooling = Object.fromEntries(
    Object.entries(pooling).map(([k, v]) => [`poolingPreferences.${k}`, v]),
  );
  const allErrors: FieldErrors = { ...step1, ...step2, ...step3, ...prefixedPooling };
  const visibleErrors = Object.fromEntries(Object.entries(allErrors).filter(([key]) => touched.has(key)));
  const isValid = (errors: FieldErrors) => Object.keys(errors).length === 0;

  const touch = useCallback((...fields: string[]) => setTouched((prev) => new Set([...prev, ...fields])), []);

  // Focus the new step's heading so keyboard and screen-reader users land on it (not on first render).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStepRef = useRef(step);
  useEffect(() => {
    if (previousStepRef.current !== step) headingRef.current?.focus();
    previousStepRef.current = step;
  }, [step]);

  // Step 4 runs the analysis once when none exists yet, e.g. after a reload there (spec section 2).
  useEffect(() => {
    if (step === 4 && !isOverlayOpen) runOnceIfMissing(analysisRequest(form));
  }, [step, isOverlayOpen, form, runOnceIfMissing]);

  const goNext = () => {
    if (step === 1 && isValid(step1)) setStep(2);
    else if (step === 2 && isValid(step2)) setStep(3);
  };
  const goPrevious = () => {
    if (step > 1) setStep((step - 1) as WizardStep);
  };

  const startAnalysis = async () => {
    if (!form.deliveryDate || !form.deliveryTime) {
      addAlert({
        type: 'warning',
        title: t('wizard.missingInfo.title'),
        message: t('wizard.missingInfo.message'),
        status: 'active',
        priority: 'high',
      });
      touch('deliveryDate', 'deliveryTime');
      return;
    }
    if (!isValid(step1)) return setStep(1);
    if (!isValid(step2)) return setStep(2);
    if (!isValid(step3) || !isValid(prefixedPooling)) {
      touch(...Object.keys(step3), ...Object.keys(prefixedPooling));
      return;
    }
    setIsOverlayOpen(true);
    try {
      await run(analysisRequest(form), { withWait: true });
    } finally {
      setIsOverlayOpen(false);
      setStep(4);
    }
  };

  const startOver = () => {
    wizard.startOver();
    resetAnalysis();
    createMutation.reset();
    setPriceChange(null);
    setTouched(new Set());
  };

  const create = () => {
    // Spec section 5: the final submit silently aborts unless the form is complete.
    if (!isSubmittable(form) || createMutation.isPending || !quote.data) return;
    createMutation.mutate(createDeliveryBody(form, mode, quote.data.id), {
      onSuccess: () => {
        setPriceChange(null);
        // The server raised 'Delivery Scheduled Successfully! 🎉'; re-read alerts rather than add a duplicate.
        refreshAlerts();
        wizard.clearSaved();
        void navigate(paths.dashboard);
      },
      onError: (err) => {
        // A quote that no longer binds comes back with a new one: shown, and created only once confirmed.
        const conflict = takeQuoteConflict(queryClient, quoteRequest, err);
        if (conflict) setPriceChange(conflict);
        else console.error('Delivery creation failed', err);
      },
    });
  };

  const titles = ADD_DELIVERY_STEP_TITLES[mode === 'pooling' ? 'pooling' : 'regular'].map(text);
  const stepProps = { form, errors: visibleErrors, update: updateForm, touch };

  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">
          {mode === 'pooling' ? t('wizard.poolingTitle') : t('wizard.title')}
        </h1>
        <p className="mt-1 text-slate-700">{t('wizard.subtitle')}</p>
      </div>
      <ModeBanner
        mode={mode}
        onSwitch={(next) => {
          wizard.switchMode(next);
          // A new mode prices and matches differently; the review re-reads it.
          createMutation.reset();
        }}
      />
      <StepIndicator titles={titles} step={step} onSelect={setStep} />
      <section
        aria-labelledby="wizard-step-title"
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2
          id="wizard-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="mb-4 text-xl font-semibold outline-none"
        >
          {titles[step - 1]}
        </h2>
        {step === 1 && <PickupDeliveryStep {...stepProps} />}
        {step === 2 && <PackageDetailsStep {...stepProps} />}
        {step === 3 && (
          <ScheduleStep
            {...stepProps}
            mode={mode}
            now={now}
            isAnalyzing={isOverlayOpen}
            onAnalyze={() => void startAnalysis()}
          />
        )}
        {step === 4 && (
          <ReviewStep
            form={form}
            mode={mode}
            analysis={analysis}
            onRetryAnalysis={() => void run(analysisRequest(form), { withWait: false })}
            now={now}
            onBackToDashboard={() => void navigate(paths.dashboard)}
            onStartOver={startOver}
            onCreate={create}
            isCreating={createMutation.isPending}
            createError={createMutation.error?.message ?? null}
            quote={quoteRequest ? quote : null}
            priceChange={shownPriceChange}
          />
        )}
        <WizardNav
          step={step}
          isStepValid={step === 1 ? isValid(step1) : isValid(step2)}
          onPrevious={goPrevious}
          onNext={goNext}
        />
      </section>
      <AnalysisOverlay isOpen={isOverlayOpen} />
    </div>
  );
}

const pinOf = (place: PickedPlace | undefined) => (place ? { lat: place.lat, lon: place.lon } : undefined);

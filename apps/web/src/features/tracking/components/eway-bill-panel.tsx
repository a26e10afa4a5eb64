import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EWAY_BILL_TEXTS,
  ewbNumberSchema,
  formatEwbNumber,
  formatPaise,
  istToday,
  normalizeRegistrationNumber,
  type EwayBillView,
  type EwbNumberInput,
} from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, secondaryButtonClass } from '@/components/ui/field';
import { PartBDetails } from '@/components/ui/part-b-details';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { useDomainText } from '@/i18n/use-language';
import { formatDay } from '@/lib/format';
import {
  downloadEwbBulkFile,
  downloadEwbVehicleUpdate,
  useConfirmVehicleUpdate,
  useEwayBill,
  useRecordEwbNumber,
} from '../api/eway-bill';

const FIELDS = ['ewbNumber', 'generatedOn'] as const;
const schema = ewbNumberSchema();

function NumberForm({ deliveryRowId, isCorrection }: { deliveryRowId: string; isCorrection: boolean }) {
  const { t } = useTranslation('tracking');
  const record = useRecordEwbNumber(deliveryRowId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EwbNumberInput>({
    resolver: zodResolver(schema),
    defaultValues: { ewbNumber: '', generatedOn: istToday(new Date()) },
  });
  const placeServerErrors = useServerFieldErrors(setError, FIELDS);
  const numberField = register(FIELDS[0]);
  const dateField = register(FIELDS[1]);
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await record.mutateAsync(values);
    } catch (err) {
      setServerError(placeServerErrors(err, t('ewayBill.saveFailed')));
    }
  });
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="mt-2 grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-end"
    >
      <Field
        label={isCorrection ? t('ewayBill.correctNumber') : t('ewayBill.number')}
        error={errors.ewbNumber?.message}
      >
        {(props) => <input {...props} {...numberField} inputMode="numeric" className={inputClass} />}
      </Field>
      <Field label={t('ewayBill.generatedOn')} error={errors.generatedOn?.message}>
        {(props) => <input {...props} {...dateField} type="date" className={inputClass} />}
      </Field>
      <button type="submit" className={secondaryButtonClass} disabled={isSubmitting}>
        {t('ewayBill.saveNumber')}
      </button>
      <div className="sm:col-span-3">
        <ErrorBox message={serverError} />
      </div>
    </form>
  );
}

function VehicleUpdate({ view, deliveryRowId }: { view: EwayBillView; deliveryRowId: string }) {
  const { t } = useTranslation('tracking');
  const confirm = useConfirmVehicleUpdate(deliveryRowId);
  const [error, setError] = useState<string | null>(null);
  if (!view.vehicleUpdateDue || !view.assignedVehicleNo) return null;
  const vehicleNo = view.assignedVehicleNo;
  return (
    <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3">
      <p>
        <Trans
          t={t}
          i18nKey="ewayBill.vehicleNow"
          values={{
            vehicle: vehicleNo,
            bill: view.billVehicleNo
              ? t('ewayBill.billNames', { vehicle: view.billVehicleNo })
              : t('ewayBill.billNamesNone'),
          }}
          components={{ 1: <span className="font-mono" /> }}
        />
      </p>
      {view.partB && (
        <div className="mt-2">
          <p className="font-semibold">{t('partB.title', { ns: 'common' })}</p>
          <PartBDetails partB={view.partB} />
        </div>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            void downloadEwbVehicleUpdate(deliveryRowId, view.deliveryId).catch((e: unknown) =>
              setError(e instanceof Error ? e.message : t('ewayBill.downloadFailed')),
            )
          }
        >
          {t('ewayBill.downloadVehicleUpdate')}
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={confirm.isPending}
          onClick={() =>
            confirm
              .mutateAsync(normalizeRegistrationNumber(vehicleNo))
              .catch((e: unknown) => setError(e instanceof Error ? e.message : t('ewayBill.saveError')))
          }
        >
          {t('ewayBill.uploaded')}
        </button>
      </div>
      <ErrorBox message={error} />
    </div>
  );
}

/**
 * The delivery's e-way bill (issue 16): whether the law needs one, the portal file to download, the number to
 * enter back with its validity, and the Part-B file when the truck changes.
 */
export function EwayBillPanel({ deliveryRowId }: { deliveryRowId: string }) {
  const { t } = useTranslation('tracking');
  const text = useDomainText();
  const query = useEwayBill(deliveryRowId);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const view = query.data;
  if (!view) return null;
  const limit = formatPaise(view.limitPaise, { paiseDigits: 'auto', symbol: false });
  return (
    <section aria-labelledby="eway-bill-title" data-testid="eway-bill-panel" className="text-sm">
      <h3 id="eway-bill-title" className="font-semibold">
        {t('ewayBill.title', {
          verdict: text(view.required ? EWAY_BILL_TEXTS.required : EWAY_BILL_TEXTS.notRequired),
        })}
      </h3>
      <p className="text-slate-700">
        {t('ewayBill.summary', {
          invoice: view.goods.invoiceNumber,
          value: formatPaise(view.goods.valuePaise, { paiseDigits: 'auto', symbol: false }),
          from: view.goods.fromState,
          to: view.goods.toState,
          km: view.transDistanceKm,
          limit,
        })}
      </p>
      {view.ewbNumber && view.validUntilDay ? (
        <p data-testid="eway-bill-number" className="mt-1">
          <Trans
            t={t}
            i18nKey="ewayBill.valid"
            count={view.validityDays}
            values={{
              number: formatEwbNumber(view.ewbNumber),
              until: t('ewayBill.validUntil', { day: formatDay(view.validUntilDay) }),
              km: view.transDistanceKm,
            }}
            components={{ 1: <span className="font-mono font-semibold" /> }}
          />
        </p>
      ) : (
        <p className="mt-1 text-slate-700">{t('ewayBill.howTo')}</p>
      )}
      <p className="mt-1 text-slate-700" data-testid="eway-bill-generator">
        {view.generator === 'consignor'
          ? t('ewayBill.byConsignor')
          : t('ewayBill.byTransporter', { name: view.transporter.name, gstin: view.transporter.gstin })}
      </p>
      <div className="mt-2">
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            void downloadEwbBulkFile(deliveryRowId, view.deliveryId).catch((e: unknown) =>
              setDownloadError(e instanceof Error ? e.message : t('ewayBill.downloadFailed')),
            )
          }
        >
          {t('ewayBill.downloadFile')}
        </button>
        <ErrorBox message={downloadError} />
      </div>
      <NumberForm deliveryRowId={deliveryRowId} isCorrection={view.ewbNumber !== null} />
      <VehicleUpdate view={view} deliveryRowId={deliveryRowId} />
    </section>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EWAY_BILL_TEXTS,
  ewbNumberSchema,
  formatEwbNumber,
  formatRupees,
  formatValidUntil,
  istToday,
  normalizeRegistrationNumber,
  type EwayBillView,
  type EwbNumberInput,
} from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, secondaryButtonClass } from '../../../components/ui/field';
import { useServerFieldErrors } from '../../../lib/use-server-field-errors';
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
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await record.mutateAsync(values);
    } catch (err) {
      setServerError(placeServerErrors(err, 'Could not save the e-way bill number. Please try again.'));
    }
  });
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="mt-2 grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-end"
    >
      <Field
        label={isCorrection ? 'Correct e-way bill number' : 'E-way bill number'}
        error={errors.ewbNumber?.message}
      >
        {(props) => (
          <input {...props} {...register('ewbNumber')} inputMode="numeric" className={inputClass} />
        )}
      </Field>
      <Field label="Generated on" error={errors.generatedOn?.message}>
        {(props) => <input {...props} {...register('generatedOn')} type="date" className={inputClass} />}
      </Field>
      <button type="submit" className={secondaryButtonClass} disabled={isSubmitting}>
        Save number
      </button>
      <div className="sm:col-span-3">
        <ErrorBox message={serverError} />
      </div>
    </form>
  );
}

function VehicleUpdate({ view, deliveryRowId }: { view: EwayBillView; deliveryRowId: string }) {
  const confirm = useConfirmVehicleUpdate(deliveryRowId);
  const [error, setError] = useState<string | null>(null);
  if (!view.vehicleUpdateDue || !view.assignedVehicleNo) return null;
  const vehicleNo = view.assignedVehicleNo;
  return (
    <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3">
      <p>
        The truck is now <span className="font-mono">{vehicleNo}</span>
        {view.billVehicleNo
          ? ` (the e-way bill names ${view.billVehicleNo})`
          : ' (the e-way bill names no truck yet)'}
        . Upload the vehicle update (Part-B) on the portal.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            void downloadEwbVehicleUpdate(deliveryRowId, view.deliveryId).catch((e: unknown) =>
              setError(e instanceof Error ? e.message : 'Download failed'),
            )
          }
        >
          Download vehicle update file
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={confirm.isPending}
          onClick={() =>
            confirm
              .mutateAsync(normalizeRegistrationNumber(vehicleNo))
              .catch((e: unknown) => setError(e instanceof Error ? e.message : 'Could not save'))
          }
        >
          I have uploaded it
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
  const query = useEwayBill(deliveryRowId);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const view = query.data;
  if (!view) return null;
  const limit = formatRupees(view.limitPaise);
  return (
    <section aria-labelledby="eway-bill-title" data-testid="eway-bill-panel" className="text-sm">
      <h3 id="eway-bill-title" className="font-semibold">
        E-way bill: {view.required ? EWAY_BILL_TEXTS.required : EWAY_BILL_TEXTS.notRequired}
      </h3>
      <p className="text-slate-700">
        Invoice {view.goods.invoiceNumber} · ₹{formatRupees(view.goods.valuePaise)} · {view.goods.fromState} →{' '}
        {view.goods.toState} · {view.transDistanceKm} km (limit ₹{limit})
      </p>
      {view.ewbNumber && view.validUntilDay ? (
        <p data-testid="eway-bill-number" className="mt-1">
          E-way bill <span className="font-mono font-semibold">{formatEwbNumber(view.ewbNumber)}</span>, valid{' '}
          {formatValidUntil(view.validUntilDay)} ({view.validityDays}{' '}
          {view.validityDays === 1 ? 'day' : 'days'} for {view.transDistanceKm} km)
        </p>
      ) : (
        <p className="mt-1 text-slate-700">
          Download the file, upload it at ewaybillgst.gov.in (Generate Bulk), then enter the number here.
        </p>
      )}
      <div className="mt-2">
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            void downloadEwbBulkFile(deliveryRowId, view.deliveryId).catch((e: unknown) =>
              setDownloadError(e instanceof Error ? e.message : 'Download failed'),
            )
          }
        >
          Download e-way bill file (JSON)
        </button>
        <ErrorBox message={downloadError} />
      </div>
      <NumberForm deliveryRowId={deliveryRowId} isCorrection={view.ewbNumber !== null} />
      <VehicleUpdate view={view} deliveryRowId={deliveryRowId} />
    </section>
  );
}

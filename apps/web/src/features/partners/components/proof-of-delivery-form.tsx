import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  POD_PHOTO_MAX_BYTES,
  POD_PHOTO_MAX_COUNT,
  proofOfDeliveryFieldsSchema,
  type Job,
} from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { PhotoCapture, type CapturedPhoto } from '@/components/ui/photo-capture';
import { SignaturePad, signatureToPng, type Signature } from '@/components/ui/signature-pad';
import { ApiError } from '@/lib/api-client';
import { readPositionOnce } from '@/lib/use-position-reporter';
import { useSubmitProofOfDelivery } from '../api/update-job';

type Errors = Partial<Record<'code' | 'receiverName' | 'signature' | 'photos', string>>;

function serverFieldErrors(err: unknown): Errors {
  if (!(err instanceof ApiError)) return {};
  const list = (err.body as { errors?: Array<{ field?: string; msg?: string }> } | null)?.errors ?? [];
  const out: Errors = {};
  for (const e of list) {
    const field = e.field as keyof Errors | undefined;
    if (field && e.msg && ['code', 'receiverName', 'signature', 'photos'].includes(field))
      out[field] ??= e.msg;
  }
  return out;
}

/**
 * Proof of delivery: the consignee's 4-digit code, the receiver's name, a signature on the screen, up to three
 * photos (compressed in the browser), and the phone's position and time when it is sent.
 */
export function ProofOfDeliveryForm({ job, onCancel }: { job: Job; onCancel: () => void }) {
  const { t } = useTranslation('partners');
  const submit = useSubmitProofOfDelivery();
  const [code, setCode] = useState('');
  const [receiverName, setReceiverName] = useState('');
  const [signature, setSignature] = useState<{ value: Signature; widthPx: number } | null>(null);
  const [photos, setPhotos] = useState<CapturedPhoto[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [isLocating, setIsLocating] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const parsed = proofOfDeliveryFieldsSchema
      .pick({ code: true, receiverName: true })
      .safeParse({ code, receiverName });
    const next: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        next[issue.path[0] as 'code' | 'receiverName'] ??= issue.message;
    if (!signature) next.signature = t('proof.needSignature');
    setErrors(next);
    if (!parsed.success || !signature) return;

    setIsLocating(true);
    const [fix, png] = await Promise.all([
      readPositionOnce(),
      signatureToPng(signature.value, signature.widthPx),
    ]);
    setIsLocating(false);
    if (!fix) {
      setProblem(t('proof.needLocation'));
      return;
    }
    if (!png) {
      setProblem(t('proof.noSignature'));
      return;
    }
    submit.mutate(
      {
        jobId: job.id,
        code: parsed.data.code,
        receiverName: parsed.data.receiverName,
        lat: fix.lat,
        lon: fix.lon,
        signature: png,
        photos: photos.map((p) => p.blob),
      },
      { onError: (err) => setErrors(serverFieldErrors(err)) },
    );
  };

  const isBusy = isLocating || submit.isPending;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" aria-label={t('proof.form')}>
      <ErrorBox message={problem ?? submit.error?.message ?? null} />
      <Field label={t('proof.code')} hint={t('proof.codeHint')} error={errors.code}>
        {(p) => (
          <input
            {...p}
            className={`${inputClass} font-mono text-lg tracking-widest`}
            value={code}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, '').slice(0, 4));
              setErrors((x) => ({ ...x, code: undefined }));
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        )}
      </Field>
      <Field label={t('proof.receiver')} error={errors.receiverName}>
        {(p) => (
          <input
            {...p}
            className={inputClass}
            value={receiverName}
            maxLength={100}
            onChange={(e) => {
              setReceiverName(e.target.value);
              setErrors((x) => ({ ...x, receiverName: undefined }));
            }}
            autoComplete="off"
          />
        )}
      </Field>
      <SignaturePad
        label={t('proof.signature')}
        typedName={receiverName}
        error={errors.signature}
        onChange={(value, widthPx) => {
          setSignature(value ? { value, widthPx } : null);
          setErrors((x) => ({ ...x, signature: undefined }));
        }}
      />
      <PhotoCapture
        label={t('proof.photos')}
        photos={photos}
        onChange={(next) => {
          setPhotos(next);
          setErrors((x) => ({ ...x, photos: undefined }));
        }}
        maxPhotos={POD_PHOTO_MAX_COUNT}
        maxBytes={POD_PHOTO_MAX_BYTES}
        error={errors.photos}
      />
      <p className="text-sm text-slate-600">{t('proof.recorded')}</p>
      <div className="grid grid-cols-2 gap-2">
        <button type="submit" className={primaryButtonClass} disabled={isBusy}>
          {isLocating ? t('proof.locating') : submit.isPending ? t('common.sending') : t('proof.confirm')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel} disabled={isBusy}>
          {t('common.back')}
        </button>
      </div>
    </form>
  );
}

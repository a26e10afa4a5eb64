import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SHIPPER_RATING_TAGS,
  SHIPPER_RATING_TAG_LABELS,
  shipperRatingInputSchema,
  type ShipperRatingTag,
} from '@logisaathi/domain';
import { ErrorBox, primaryButtonClass } from '@/components/ui/field';
import { StarRating, TagPicker } from '@/components/ui/star-rating';
import { useRateShipper } from '../api/update-job';
import { useDomainText } from '@/i18n/use-language';

/** After the trip the partner rates the shipper (1-5, optional tags). */
export function RateShipperForm({ jobId }: { jobId: string }) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const rate = useRateShipper();
  const [score, setScore] = useState<number | null>(null);
  const [tags, setTags] = useState<ShipperRatingTag[]>([]);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = shipperRatingInputSchema.safeParse({ score: score ?? undefined, tags });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    rate.mutate({ jobId, body: { score: parsed.data.score, tags: parsed.data.tags } });
  };

  const translatedTags = Object.fromEntries(
    SHIPPER_RATING_TAGS.map((tag) => [tag, text(SHIPPER_RATING_TAG_LABELS[tag])]),
  ) as typeof SHIPPER_RATING_TAG_LABELS;
  if (rate.isSuccess) return <p role="status">{t('rate.thanks')}</p>;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t('rate.form')}>
      <ErrorBox message={rate.error?.message ?? null} />
      <StarRating label={t('rate.how')} value={score} onChange={setScore} error={error && text(error)} />
      <TagPicker
        legend={t('rate.tags')}
        tags={SHIPPER_RATING_TAGS}
        labels={translatedTags}
        selected={tags}
        onChange={setTags}
      />
      <button type="submit" className={primaryButtonClass} disabled={rate.isPending}>
        {t('rate.send')}
      </button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TRIP_RATING_TAGS,
  TRIP_RATING_TAG_LABELS,
  tripRatingInputSchema,
  type TripRatingTag,
} from '@logisaathi/domain';
import { ErrorBox, primaryButtonClass } from '@/components/ui/field';
import { StarRating, TagPicker } from '@/components/ui/star-rating';
import { useRateTrip } from '../api/rate-trip';
import { useDomainText } from '@/i18n/use-language';

/** After delivery the shipper rates the trip: 1 to 5 with optional tags. */
export function TripRatingForm({ deliveryRowId }: { deliveryRowId: string }) {
  const { t } = useTranslation('tracking');
  const text = useDomainText();
  const tagLabels = Object.fromEntries(
    TRIP_RATING_TAGS.map((tag) => [tag, text(TRIP_RATING_TAG_LABELS[tag])]),
  ) as Record<TripRatingTag, string>;
  const rate = useRateTrip(deliveryRowId);
  const [score, setScore] = useState<number | null>(null);
  const [tags, setTags] = useState<TripRatingTag[]>([]);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = tripRatingInputSchema.safeParse({ score: score ?? undefined, tags });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    rate.mutate({ score: parsed.data.score, tags: parsed.data.tags });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-label={t('rating.label')}>
      <ErrorBox message={rate.error?.message ?? null} />
      <StarRating
        label={t('rating.label')}
        value={score}
        onChange={setScore}
        error={error === undefined ? undefined : text(error)}
      />
      <TagPicker
        legend={t('rating.tags')}
        tags={TRIP_RATING_TAGS}
        labels={tagLabels}
        selected={tags}
        onChange={setTags}
      />
      <button type="submit" className={`${primaryButtonClass} px-3 py-1 text-sm`} disabled={rate.isPending}>
        {rate.isPending ? t('rating.sending') : t('rating.send')}
      </button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import {
  SHIPPER_RATING_TAGS,
  SHIPPER_RATING_TAG_LABELS,
  shipperRatingInputSchema,
  type ShipperRatingTag,
} from '@logisaathi/domain';
import { ErrorBox, primaryButtonClass } from '../../../components/ui/field';
import { StarRating, TagPicker } from '../../../components/ui/star-rating';
import { useRateShipper } from '../api/update-job';

/** After the trip the partner rates the shipper (1-5, optional tags). */
export function RateShipperForm({ jobId }: { jobId: string }) {
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

  if (rate.isSuccess) return <p role="status">Thank you for rating the shipper.</p>;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Rate the shipper">
      <ErrorBox message={rate.error?.message ?? null} />
      <StarRating label="How was this shipper?" value={score} onChange={setScore} error={error} />
      <TagPicker
        legend="Tags (optional)"
        tags={SHIPPER_RATING_TAGS}
        labels={SHIPPER_RATING_TAG_LABELS}
        selected={tags}
        onChange={setTags}
      />
      <button type="submit" className={primaryButtonClass} disabled={rate.isPending}>
        Send rating
      </button>
    </form>
  );
}

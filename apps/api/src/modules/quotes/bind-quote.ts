/*
 * Binding a delivery to its quote. A valid quote (the caller's, not expired, same places, weight, date and
 * slot) fixes the delivery's price and route exactly. Anything else gets a fresh quote for the delivery's own
 * inputs and a 409 carrying it: a different price is never charged without the user seeing it first.
 * Another user's quote is treated exactly like an unknown id (nothing about it is revealed).
 */
import { normalizeQuoteAddress, QUOTE_MESSAGES } from '@logisaathi/domain';
import { AppError } from '../../lib/app-error';
import { createQuote, type QuoteDeps, type QuoteInputs } from './create-quote';
import { findQuoteForUser, type QuoteRow } from './quotes-repository';

export class QuoteConflictError extends AppError {
  constructor(
    message: string,
    /** The fresh quote for the delivery's inputs, sent in the 409 body. */
    readonly quote: QuoteRow,
  ) {
    super('conflict', message, [{ field: 'quoteId', msg: message }]);
    this.name = 'QuoteConflictError';
  }
}

type Mismatch = keyof Pick<typeof QUOTE_MESSAGES, 'expired' | 'changed' | 'notFound'>;

function mismatch(quote: QuoteRow | null, input: QuoteInputs, now: Date): Mismatch | null {
  if (!quote) return 'notFound';
  const isSame =
    normalizeQuoteAddress(quote.pickupAddress) === normalizeQuoteAddress(input.pickupAddress) &&
    normalizeQuoteAddress(quote.deliveryAddress) === normalizeQuoteAddress(input.deliveryAddress) &&
    quote.weightKg === input.weight &&
    quote.deliveryDate === input.deliveryDate &&
    quote.timeSlot === input.deliveryTime;
  if (!isSame) return 'changed';
  if (now.getTime() >= quote.expiresAt.getTime()) return 'expired';
  return null;
}

/** A side whose address did not change keeps the point the user was quoted (a saved place's pin stays). */
function keptPoint(quote: QuoteRow | null, side: 'pickup' | 'delivery', address: string) {
  if (!quote) return undefined;
  const quoted = side === 'pickup' ? quote.pickupAddress : quote.deliveryAddress;
  if (normalizeQuoteAddress(quoted) !== normalizeQuoteAddress(address)) return undefined;
  return side === 'pickup'
    ? { lat: quote.pickupLat, lon: quote.pickupLon }
    : { lat: quote.deliveryLat, lon: quote.deliveryLon };
}

/**
 * The caller's quote that binds `input`, or a QuoteConflictError (409) with a fresh quote for `input`.
 * `input.pickupLocation`/`deliveryLocation` (an edited delivery's stored points for unchanged addresses) are
 * used for the fresh quote where the old quote gives no point.
 */
export async function bindQuote(
  deps: QuoteDeps,
  userId: string,
  quoteId: string,
  input: QuoteInputs,
  now: Date,
): Promise<QuoteRow> {
  const quote = await findQuoteForUser(deps.db, userId, quoteId);
  const reason = mismatch(quote, input, now);
  if (!reason && quote) return quote;
  const fresh = await createQuote(
    deps,
    userId,
    {
      ...input,
      pickupLocation: keptPoint(quote, 'pickup', input.pickupAddress) ?? input.pickupLocation,
      deliveryLocation: keptPoint(quote, 'delivery', input.deliveryAddress) ?? input.deliveryLocation,
    },
    now,
  );
  throw new QuoteConflictError(QUOTE_MESSAGES[reason ?? 'notFound'], fresh);
}

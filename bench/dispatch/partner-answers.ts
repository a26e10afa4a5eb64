// How a simulated partner answers an offer.
import { createRandom } from '@logisaathi/pooling';

export interface PartnerAnswer {
  accepts: boolean;
  /** After how long the answer comes (Infinity: silence until the offer expires). */
  delayMs: number;
}

/**
 * Partner behaviour: a partner accepts with probability eagerness x max(0.4, 1 - deadhead km / 50) (long empty
 * drives are declined more), answers after a log-normal delay (median 20 s to accept, 12 s to decline), and 40 % of
 * the refusals are silence until the offer expires. The draw depends only on (seed, delivery, vehicle), so both
 * policies meet the same partner moods for the same offer.
 */
export function partnerAnswer(
  seed: number,
  delivery: number,
  vehicle: number,
  eagerness: number,
  deadheadKm: number,
): PartnerAnswer {
  const random = createRandom((seed * 1_000_003 + delivery * 7_919 + vehicle * 104_729) | 0);
  const accepts = random.next() < eagerness * Math.max(0.4, 1 - deadheadKm / 50);
  const gaussian = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  const delayS = Math.exp(Math.log(accepts ? 20 : 12) + 0.6 * gaussian);
  if (accepts) return { accepts: delayS < 58, delayMs: delayS * 1000 };
  return { accepts: false, delayMs: random.next() < 0.4 ? Number.POSITIVE_INFINITY : delayS * 1000 };
}

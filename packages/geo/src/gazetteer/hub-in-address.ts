/**
 * Hub-in-address matching, the one implementation (spec section 7: a hub name found in an address gives the hub's
 * coordinates directly). A hub matches when its name, one of its aliases or its id ('kirti_nagar') appears in the
 * address as whole words after address normalisation, so 'Okhla Ph-II', 'OKHLA INDUSTRIAL ESTATE', 'ओखला फेज़ 2'
 * and 'Kirtinagar' all find their hub. When several hubs appear, the longest match wins, then the earliest. A hub
 * of another town than the one the address names is not a match ('Sadar Bazar, Gurgaon' is not Delhi's Sadar
 * Bazar); 'Delhi' in an address does not count against an NCR town, as people write 'New Delhi' loosely.
 */
import { INDUSTRIAL_HUBS, type IndustrialHub } from './industrial-hubs';
import { normalizeAddress } from './normalize';

/** Town words of addresses (after normalisation) and the hub cities they stand for. */
const TOWNS: Record<string, string> = {
  noida: 'Noida',
  gurugram: 'Gurugram',
  manesar: 'Gurugram',
  faridabad: 'Faridabad',
  ghaziabad: 'Ghaziabad',
  sahibabad: 'Ghaziabad',
  sonipat: 'Sonipat',
  kundli: 'Sonipat',
};

interface HubKey {
  hub: IndustrialHub;
  tokens: string[];
  compact: string;
}

let keys: HubKey[] | null = null;

function hubKeys(): HubKey[] {
  keys ??= INDUSTRIAL_HUBS.flatMap((hub) =>
    [hub.name, ...hub.aliases, hub.id.replace(/_/g, ' ')].flatMap((name) => {
      const tokens = normalizeAddress(name);
      return tokens.length > 0 ? [{ hub, tokens, compact: tokens.join('') }] : [];
    }),
  );
  return keys;
}

/** The industrial hub named in an address, or null. `among` limits the answer to some hubs (by id). */
export function findHubInAddress(address: string, among?: readonly string[]): IndustrialHub | null {
  const words = normalizeAddress(address);
  if (words.length === 0) return null;
  const towns = new Set(words.flatMap((w) => (TOWNS[w] ? [TOWNS[w]] : [])));
  let best: { hub: IndustrialHub; length: number; at: number } | null = null;
  for (const key of hubKeys()) {
    if (among && !among.includes(key.hub.id)) continue;
    if (towns.size > 0 && !towns.has(key.hub.city)) continue;
    const at = indexOfRun(words, key);
    if (at < 0) continue;
    const length = key.compact.length;
    if (!best || length > best.length || (length === best.length && at < best.at))
      best = { hub: key.hub, length, at };
  }
  return best?.hub ?? null;
}

/** Where the key's words start in the address (also written together: 'kirtinagar'), or -1. */
function indexOfRun(words: string[], key: HubKey): number {
  for (let i = 0; i < words.length; i++) {
    if (words[i] === key.compact) return i;
    if (key.tokens.every((t, j) => words[i + j] === t)) return i;
  }
  return -1;
}

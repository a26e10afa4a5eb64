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

/** Every hub key under the word an address's run of it starts with: its first token, or all of it written together. */
let keysByFirstWord: Map<string, HubKey[]> | null = null;

function hubKeysByFirstWord(): Map<string, HubKey[]> {
  if (keysByFirstWord) return keysByFirstWord;
  const index = new Map<string, HubKey[]>();
  const add = (word: string, key: HubKey) => {
    const list = index.get(word);
    if (!list) index.set(word, [key]);
    else if (!list.includes(key)) list.push(key);
  };
  for (const hub of INDUSTRIAL_HUBS)
    for (const name of [hub.name, ...hub.aliases, hub.id.replace(/_/g, ' ')]) {
      const tokens = normalizeAddress(name);
      if (tokens.length === 0) continue;
      const key = { hub, tokens, compact: tokens.join('') };
      add(tokens[0] as string, key);
      add(key.compact, key);
    }
  keysByFirstWord = index;
  return index;
}

/** The industrial hub named in an address, or null. `among` limits the answer to some hubs (by id). */
export function findHubInAddress(address: string, among?: readonly string[]): IndustrialHub | null {
  const words = normalizeAddress(address);
  if (words.length === 0) return null;
  const towns = new Set(words.flatMap((w) => (TOWNS[w] ? [TOWNS[w]] : [])));
  const index = hubKeysByFirstWord();
  // Words in address order, so the first run found of a given length is the earliest.
  let best: { hub: IndustrialHub; length: number } | null = null;
  for (let at = 0; at < words.length; at++) {
    for (const key of index.get(words[at] as string) ?? []) {
      if (among && !among.includes(key.hub.id)) continue;
      if (towns.size > 0 && !towns.has(key.hub.city)) continue;
      if (!startsRunAt(words, at, key)) continue;
      const length = key.compact.length;
      if (!best || length > best.length) best = { hub: key.hub, length };
    }
  }
  return best?.hub ?? null;
}

/** Whether the key's words start at `at` in the address (also written together: 'kirtinagar'). */
function startsRunAt(words: string[], at: number, key: HubKey): boolean {
  return words[at] === key.compact || key.tokens.every((t, j) => words[at + j] === t);
}

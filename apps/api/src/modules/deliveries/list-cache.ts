/*
 * Serialized delivery-list pages, kept per API process. A page is ~120 KB of JSON for 100 deliveries and costs
 * milliseconds of CPU to read and serialize; dashboards ask for the same page again and again while it rarely
 * changes. Each entry remembers the user's list version it was built at (delivery_list_versions, moved on by
 * database triggers on every change), and is served only while that version is still current, so a change made
 * through any process, or directly in the database, is seen by the very next request.
 */
import { LRUCache } from 'lru-cache';

/** Bound on the memory the cache holds in each process (UTF-8 bytes of the pages). */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

interface CachedPage {
  version: number;
  /** UTF-8, encoded once: sending it needs no further work, and it lives outside the JS heap. */
  body: Buffer;
}

export interface ListPageKey {
  userId: string;
  status?: string | undefined;
  limit: number;
  offset: number;
}

export class DeliveryListCache {
  private readonly pages = new LRUCache<string, CachedPage>({
    maxSize: MAX_CACHE_BYTES,
    sizeCalculation: (page) => page.body.byteLength + 64,
  });

  /** The page's JSON body if it was built at `version`, else undefined. */
  get(key: ListPageKey, version: number): Buffer | undefined {
    const page = this.pages.get(cacheKey(key));
    return page?.version === version ? page.body : undefined;
  }

  /** Stores the page's JSON text and returns it encoded, ready to send. */
  set(key: ListPageKey, version: number, json: string): Buffer {
    const body = Buffer.from(json, 'utf8');
    this.pages.set(cacheKey(key), { version, body });
    return body;
  }
}

const cacheKey = ({ userId, status, limit, offset }: ListPageKey) =>
  `${userId}|${status ?? ''}|${limit}|${offset}`;

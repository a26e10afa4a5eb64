/**
 * JSON helpers over browser storage. Parse errors are logged and treated as absent (spec section 8:
 * local-storage parse errors are logged only).
 */
export function readJson<T>(key: string, fallback: T, storage: Storage = localStorage): T {
  try {
    const raw = storage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch (err) {
    console.error(`Could not read ${key} from storage`, err);
    return fallback;
  }
}

export function writeJson(key: string, value: unknown, storage: Storage = localStorage): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (err) {
    console.error(`Could not write ${key} to storage`, err);
  }
}

export function removeKeys(keys: readonly string[], storage: Storage = localStorage): void {
  for (const key of keys) storage.removeItem(key);
}

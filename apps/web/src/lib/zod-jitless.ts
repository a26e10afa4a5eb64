/**
 * Must run before zod loads. zod probes `new Function` when its first schema is built; under the app's strict
 * Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation even though zod falls back.
 * zod reads this global config object (`z.config` writes the same object), so setting it here keeps zod out
 * of the entry chunk.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
export {};

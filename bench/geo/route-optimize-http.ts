/**
 * API-level latency of POST /ai/route/optimize against a running server (start it first, e.g. `npm run serve`).
 *   npx tsx bench/geo/route-optimize-http.ts http://127.0.0.1:3000 [requests=2000] [connections=10]
 * Sends only to the base URL given (use a loopback address). Bounded: stops after `requests` requests.
 */
import autocannon from 'autocannon';

const base = process.argv[2];
if (!base) {
  console.error('usage: npx tsx bench/geo/route-optimize-http.ts <base-url> [requests] [connections]');
  process.exit(2);
}
const amount = Number(process.argv[3] ?? 2000);
const connections = Number(process.argv[4] ?? 10);
const hubs = [
  { lat: 28.8535, lon: 77.0915 },
  { lat: 28.5355, lon: 77.2745 },
  { lat: 28.7935, lon: 77.0475 },
  { lat: 28.6325, lon: 77.1255 },
  { lat: 28.6415, lon: 77.3045 },
  { lat: 28.6535, lon: 77.1445 },
];
let n = 0;
const result = await autocannon({
  url: new URL('/ai/route/optimize', base).toString(),
  amount,
  connections,
  timeout: 10,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => {
        const i = n++;
        const body = {
          origin: hubs[i % 6],
          destination: hubs[(i + 1 + (i % 5)) % 6],
          departure_time: new Date(Date.UTC(2025, i % 12, 1 + (i % 28), i % 24)).toISOString(),
        };
        return { ...req, body: JSON.stringify(body) };
      },
    },
  ],
});
console.log(
  `POST /ai/route/optimize: ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
);
console.log(
  `latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}; throughput ${result.requests.average} req/s`,
);

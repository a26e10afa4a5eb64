import fs from 'node:fs';
import { estimateRoute } from '@logisaathi/geo';
import { createRandom } from '@logisaathi/pooling';
const r = createRandom(3);
const out: number[] = [];
for (let i = 0; i < 20000; i++) {
  const a = { lat: 28.3 + r.next() * 0.7, lon: 76.8 + r.next() * 0.8 };
  const b =
    i % 3 === 0
      ? { lat: a.lat + (r.next() - 0.5) * 0.05, lon: a.lon + (r.next() - 0.5) * 0.05 }
      : { lat: 28.3 + r.next() * 0.7, lon: 76.8 + r.next() * 0.8 };
  const e = estimateRoute(a, b, r.int(24));
  out.push(e.distanceKm, e.durationMin, e.detourRatio);
}
console.log(
  JSON.stringify(out).length,
  out.reduce((s, x) => s + x, 0),
);
fs.writeFileSync(process.argv[2]!, JSON.stringify(out));

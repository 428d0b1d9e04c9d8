import { BENCH_BOOKERS, BENCH_USER, benchBookerEmail } from './seed-bench-data';

/**
 * Booking throughput: BENCH_BOOKERS tenants book at once, each on a new property every time (no
 * two bookings share a home), the way a person does it: save the dates into the cart, then pay
 * from the wallet (one confirmed booking, with its ledger transaction, timeline and e-mails).
 */
export const measureBookings = async (options: {
  baseUrl: string;
  properties: { id: string; minMonths: number }[];
  durationSeconds: number;
}) => {
  const { baseUrl, properties, durationSeconds } = options;
  const people = await Promise.all(
    Array.from({ length: BENCH_BOOKERS }, async (_, index) => {
      const response = await fetch(`${baseUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: benchBookerEmail(index), password: BENCH_USER.password }),
      });
      if (!response.ok) throw new Error(`booker login failed: ${await response.text()}`);
      const body = (await response.json()) as { token: string; user: { id: string } };
      return { id: body.user.id, token: body.token };
    }),
  );
  const moveInDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  let next = 0;
  let confirmed = 0;
  let failed = 0;
  /** What the failures answered ("409 save-booking-dates"…), so a failure can be told apart. */
  const failures = new Map<string, number>();
  const fail = (status: number, step: string) => {
    failed += 1;
    const key = `${status} ${step}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  };
  const latencies: number[] = [];
  const stopAt = Date.now() + durationSeconds * 1000;

  const post = (path: string, token: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  const worker = async (person: { id: string; token: string }) => {
    while (Date.now() < stopAt && next < properties.length) {
      const property = properties[next++]!;
      const started = performance.now();
      const saved = await post('/api/user/checkout/save-booking-dates', person.token, {
        propertyId: property.id,
        moveInDate,
        rentalPeriod: property.minMonths,
      });
      await saved.arrayBuffer();
      if (!saved.ok) {
        fail(saved.status, 'save-booking-dates');
        continue;
      }
      const paid = await post(`/api/user/wallet/place-order/${person.id}`, person.token, {});
      await paid.arrayBuffer();
      if (paid.status === 201) {
        confirmed += 1;
        latencies.push(performance.now() - started);
      } else fail(paid.status, 'place-order');
    }
  };

  const started = Date.now();
  await Promise.all(people.map(worker));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    Math.round(latencies[Math.floor((latencies.length - 1) * p)] ?? 0);
  return {
    confirmed,
    failed,
    /** How many homes of the list were taken (the ceiling books the rest). */
    used: next,
    failures: Object.fromEntries(failures),
    seconds,
    perSecond: confirmed / seconds,
    p50: percentile(0.5),
    p99: percentile(0.99),
  };
};

import os from 'node:os';
import { BENCH_BOOKERS, BENCH_USER, benchBookerEmail } from './seed-bench-data';
import { cpuMsByPid, keptAlivePoster, processGroupCpuMs } from './support';

/**
 * Booking throughput: BENCH_BOOKERS tenants book at once, each on a new property every time (no
 * two bookings share a home), the way a person does it: save the dates into the cart, then pay
 * from the wallet (one confirmed booking, with its ledger transaction, timeline and e-mails).
 */
export const measureBookings = async (options: {
  baseUrl: string;
  properties: { id: string; minMonths: number }[];
  durationSeconds: number;
  /** Months per stay (each home's minimum when not given): long stays write a month each. */
  rentalPeriod?: number;
  /** The API server's process group and the database's server processes: their CPU per booking. */
  serverGroupId?: number;
  databasePids?: () => Promise<number[]>;
}) => {
  const { baseUrl, properties, durationSeconds, serverGroupId, databasePids, rentalPeriod } =
    options;
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

  const post = keptAlivePoster(baseUrl, BENCH_BOOKERS);

  const worker = async (person: { id: string; token: string }) => {
    while (Date.now() < stopAt && next < properties.length) {
      const property = properties[next++]!;
      const started = performance.now();
      const saved = await post(
        '/api/user/checkout/save-booking-dates',
        person.token,
        JSON.stringify({
          propertyId: property.id,
          moveInDate,
          rentalPeriod: rentalPeriod ?? property.minMonths,
        }),
      );
      if (saved !== 200) {
        fail(saved, 'save-booking-dates');
        continue;
      }
      const paid = await post(`/api/user/wallet/place-order/${person.id}`, person.token, '{}');
      if (paid === 201) {
        confirmed += 1;
        latencies.push(performance.now() - started);
      } else fail(paid, 'place-order');
    }
  };

  const started = Date.now();
  const apiCpuBefore = processGroupCpuMs(serverGroupId);
  const databaseCpuBefore = cpuMsByPid(databasePids ? await databasePids() : []);
  const clientCpuBefore = process.cpuUsage();
  await Promise.all(people.map(worker));
  post.close();
  const seconds = (Date.now() - started) / 1000;
  const apiCpuMs = processGroupCpuMs(serverGroupId) - apiCpuBefore;
  let databaseCpuMs = 0;
  for (const [pid, used] of cpuMsByPid(databasePids ? await databasePids() : [])) {
    databaseCpuMs += used - (databaseCpuBefore.get(pid) ?? 0);
  }
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const perBooking = (ms: number) => Math.round((ms / Math.max(1, confirmed)) * 100) / 100;
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
    /** CPU milliseconds per confirmed booking, summed over each side's processes. */
    cpuMsPerBooking: {
      api: perBooking(apiCpuMs),
      database: perBooking(databaseCpuMs),
      client: perBooking((clientCpu.user + clientCpu.system) / 1000),
    },
    loadAverage: Math.round(os.loadavg()[0]! * 10) / 10,
    p50: percentile(0.5),
    p99: percentile(0.99),
  };
};

/**
 * Issue 25's target: a 12-month stay books within 10 % of a 1-month stay's rate, though it writes
 * twelve instalments. Both run in the same process on homes that take either length, after an
 * unmeasured warm-up, in four rounds each of `durationSeconds / 2` (1, 12, 12, 1, twice) so a
 * slow moment of the machine falls on both.
 */
export const measureLongStays = async (options: {
  baseUrl: string;
  properties: { id: string; minMonths: number; maxMonths: number }[];
  durationSeconds: number;
  serverGroupId?: number;
  databasePids?: () => Promise<number[]>;
}) => {
  const homes = options.properties.filter((home) => home.minMonths <= 1 && home.maxMonths >= 12);
  const round = Math.max(2, Math.round(options.durationSeconds / 2));
  // A-B-B-A twice: a machine that speeds up or slows down during the run weighs on both alike.
  const rounds = [1, 12, 12, 1, 1, 12, 12, 1] as const;
  // Each round its own homes (and a warm-up's before them): a round that ran out of them would end
  // early and read as slow.
  const perRound = Math.floor(homes.length / (rounds.length + 1));
  // Unmeasured: the first seconds of a fresh server (JIT, plans, pools) would count against the
  // first round only, and that is a 1-month round.
  await measureBookings({
    baseUrl: options.baseUrl,
    properties: homes.slice(rounds.length * perRound),
    durationSeconds: Math.max(2, Math.round(round / 2)),
    rentalPeriod: 6,
  });
  const rates = { 1: [] as number[], 12: [] as number[] };
  let failed = 0;
  for (const [index, months] of rounds.entries()) {
    const result = await measureBookings({
      baseUrl: options.baseUrl,
      properties: homes.slice(index * perRound, (index + 1) * perRound),
      durationSeconds: round,
      rentalPeriod: months,
      serverGroupId: options.serverGroupId,
      databasePids: options.databasePids,
    });
    if (result.used >= perRound) {
      throw new Error(
        `the ${months}-month round booked all its ${perRound} homes before its ${round} s: raise BENCH_PROPERTIES`,
      );
    }
    failed += result.failed;
    rates[months].push(result.perSecond);
    console.info(
      `  ${months}-month round: ${result.perSecond.toFixed(0)} confirmed/s, p50 ${result.p50} ms, ` +
        `CPU per booking: API ${result.cpuMsPerBooking.api} ms, PostgreSQL ${result.cpuMsPerBooking.database} ms`,
    );
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const oneMonth = mean(rates[1]);
  const twelveMonths = mean(rates[12]);
  return {
    oneMonth,
    twelveMonths,
    ratioPercent: Math.round((twelveMonths / oneMonth) * 100),
    failed,
  };
};

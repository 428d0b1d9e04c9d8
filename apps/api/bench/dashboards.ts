import { BENCH_USER } from './seed-bench-data';
import { BENCH_DASHBOARD_OWNERS } from './seed-dashboard-data';

const ADMIN = { email: 'admin@nestly.local', password: 'Monsoon-Lantern-42' };

const signIn = async (
  baseUrl: string,
  role: 'owner' | 'admin',
  email: string,
  password: string,
) => {
  const response = await fetch(`${baseUrl}/api/${role}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`${role} login failed: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
};

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0);

/**
 * `connections` clients ask one dashboard again and again for `seconds` (each request waits for
 * the previous answer of its client), rotating through the signed-in people and the ranges; the
 * latency of every answer is kept, so p95 is exact rather than read off a histogram.
 */
const hammer = async (
  baseUrl: string,
  paths: string[],
  tokens: string[],
  seconds: number,
  connections: number,
) => {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const stopAt = Date.now() + seconds * 1000;
  const client = async () => {
    while (Date.now() < stopAt) {
      const index = next++;
      const started = performance.now();
      const response = await fetch(`${baseUrl}${paths[index % paths.length]}`, {
        headers: { authorization: `Bearer ${tokens[index % tokens.length]}` },
      });
      await response.arrayBuffer();
      if (response.status === 200) latencies.push(performance.now() - started);
      else errors += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, client));
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / ((Date.now() - started) / 1000),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors,
  };
};

/** Both dashboards at the bench's scale: 20 owners in turn, and the admin. */
export const measureDashboards = async (options: {
  baseUrl: string;
  seconds: number;
  connections: number;
}) => {
  const { baseUrl, seconds, connections } = options;
  const owners = await Promise.all(
    Array.from({ length: BENCH_DASHBOARD_OWNERS }, (_, index) =>
      signIn(baseUrl, 'owner', `owner${index + 1}@bench.local`, BENCH_USER.password),
    ),
  );
  const admin = await signIn(baseUrl, 'admin', ADMIN.email, ADMIN.password);
  // Most looks are at the default year; some switch to the shorter ranges.
  const ranges = ['12m', '12m', '12m', '90d', '30d'];
  const ownerPaths = ranges.map((range) => `/api/owner/dashboard?range=${range}`);
  const adminPaths = ranges.map((range) => `/api/admin/dashboard?range=${range}`);
  // Warm-up (the first admin look waits for the ledger audit; later ones read its result).
  await hammer(baseUrl, adminPaths, [admin], 3, 1);
  await hammer(baseUrl, ownerPaths, owners, 3, 2);
  const owner = await hammer(baseUrl, ownerPaths, owners, seconds, connections);
  const adminResult = await hammer(baseUrl, adminPaths, [admin], seconds, connections);
  return { owner, admin: adminResult };
};

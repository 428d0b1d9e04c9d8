import { BENCH_USER } from './seed-bench-data';

/** Signs a bench person in (every bench account has the bench password). */
export const benchLogin = async (baseUrl: string, role: 'user' | 'owner', email: string) => {
  const response = await fetch(`${baseUrl}/api/${role}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_USER.password }),
  });
  if (!response.ok) throw new Error(`${role} login failed: ${await response.text()}`);
  return (await response.json()) as { token: string; user: { id: string } };
};

/** The p-th percentile of sorted milliseconds, to a tenth. */
export const percentile = (sorted: number[], p: number) =>
  Math.round((sorted[Math.floor((sorted.length - 1) * p)] ?? 0) * 10) / 10;

import fs from 'node:fs';
import http from 'node:http';
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

/**
 * CPU time, in milliseconds, used so far by the processes of one process group (the API server
 * the bench started: its primary and workers), read from /proc (Linux; 0 elsewhere). Clock ticks
 * are taken as 100 a second, the Linux default.
 */
export const processGroupCpuMs = (groupId: number | undefined) =>
  processesCpuMs(groupId ? (_pid, group) => group === groupId : () => false);

/** CPU time, in milliseconds, used so far by each of some processes (by pid), read from /proc. */
export const cpuMsByPid = (pids: Iterable<number>) => {
  const wanted = new Set(pids);
  const byPid = new Map<number, number>();
  processesCpuMs((pid) => wanted.has(pid), byPid);
  return byPid;
};

const processesCpuMs = (
  wanted: (pid: number, groupId: number) => boolean,
  byPid?: Map<number, number>,
) => {
  if (!fs.existsSync('/proc/self/stat')) return 0;
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command name, which may itself hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (wanted(Number(entry), Number(fields[2]))) {
        const used = Number(fields[11]) + Number(fields[12]);
        ticks += used;
        byPid?.set(Number(entry), used * 10);
      }
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks * 10;
};

/**
 * POSTs JSON with node:http over kept-alive connections rather than fetch: the same request for the
 * server, at about half the client's CPU (fetch's streams), on a machine the client shares with
 * the API. Answers the status once the body has been read; `close()` ends the connections.
 */
export const keptAlivePoster = (baseUrl: string, maxSockets: number) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const url = new URL(baseUrl);
  const post = (path: string, token: string, body: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${token}`,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  /** Closes the kept-alive connections (at the end of a run). */
  const close = () => agent.destroy();
  return Object.assign(post, { close });
};

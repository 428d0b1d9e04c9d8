import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import {
  MESSAGES_PER_MINUTE,
  REALTIME_EVENTS,
  REALTIME_PATH,
  type MessageNewEvent,
} from '@nestly/shared';
import { BENCH_CHAT_PAIRS, benchChatterEmail } from './seed-bench-data';
import { benchLogin, cpuMsByPid, keptAlivePoster, percentile, processGroupCpuMs } from './support';

/** Chatter i talks to bench owner i + 1. */
const benchOwnerEmail = (index: number) => `owner${index + 1}@bench.local`;

interface Person {
  id: string;
  role: 'user' | 'owner';
  token: string;
  otherId: string;
  socket: Socket;
}

/** Runs `work` over `items`, at most `limit` at a time. */
const inBatches = async <T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) => {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) {
    results.push(...(await Promise.all(items.slice(start, start + limit).map(work))));
  }
  return results;
};

export interface ChatStep {
  rate: number;
  sent: number;
  failed: number;
  delivered: number;
  lost: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The bench client's own CPU over the step, in % of one core, and its event loop's delay. */
  clientCpu: number;
  clientLoopDelayP99: number;
  /** The API processes' CPU over the step, in % of one core (of the machine's two). */
  apiCpu: number;
  /** The PostgreSQL backends' CPU over the step (those serving the bench database), likewise. */
  databaseCpu: number;
  cpuMsPerMessage: { api: number; database: number; client: number };
  /** The machine's one-minute load average at the end of the step. */
  loadAverage: number;
}

/**
 * Chat at scale (issue 10): pairs of tenants and owners, each person on their own Socket.IO
 * connection (spread by the cluster over the API processes, so most messages cross Redis), send
 * messages at a steady open-loop rate, step by step. Latency is send → receive: from the moment
 * the sender's POST starts to the moment the other person's socket hears `message:new` (which the
 * server emits only after the message is committed). A message answered 201 but never heard is lost.
 */
export const measureChat = async (options: {
  baseUrl: string;
  rates: number[];
  secondsPerStep: number;
  /** The API server's process group, to measure its CPU per step. */
  serverGroupId?: number;
  /** The PostgreSQL server processes serving the bench database, to measure theirs. */
  databasePids?: () => Promise<number[]>;
}) => {
  const { baseUrl, rates, secondsPerStep, serverGroupId, databasePids } = options;
  const pairs = Array.from({ length: BENCH_CHAT_PAIRS }, (_, index) => index);
  const sentAt = new Map<string, number>();
  const heardAt = new Map<string, number>();

  const connect = async (role: 'user' | 'owner', email: string) => {
    const { token, user } = await benchLogin(baseUrl, role, email);
    const socket = io(baseUrl, { path: REALTIME_PATH, auth: { token }, transports: ['websocket'] });
    socket.on(REALTIME_EVENTS.messageNew, (event: MessageNewEvent) => {
      if (event.message.senderId === user.id || !event.message.clientId) return;
      heardAt.set(event.message.clientId, performance.now());
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return { id: user.id, role, token, socket };
  };
  const people = await inBatches(pairs, 10, async (index) => {
    const user = await connect('user', benchChatterEmail(index));
    const owner = await connect('owner', benchOwnerEmail(index));
    return [
      { ...user, otherId: owner.id },
      { ...owner, otherId: user.id },
    ] as Person[];
  });
  const senders = people.flat();

  const post = keptAlivePoster(baseUrl, 64);

  const send = async (sender: Person, text: string) => {
    const clientId = randomUUID();
    sentAt.set(clientId, performance.now());
    const status = await post(
      `/api/${sender.role}/message`,
      sender.token,
      JSON.stringify({ receiver: sender.otherId, text, clientId }),
    );
    if (status !== 201) sentAt.delete(clientId);
    return status === 201 ? clientId : null;
  };
  // Each tenant opens the conversation first (an owner only answers).
  await inBatches(
    senders.filter((person) => person.role === 'user'),
    20,
    (person) => send(person, 'Hello, is it available?'),
  );

  const steps: ChatStep[] = [];
  let turn = 0;
  for (const rate of rates) {
    const total = Math.round(rate * secondsPerStep);
    const started = performance.now();
    // Is the client itself the limit? Its CPU and its event loop's delay while it sends and hears
    // (a late loop would add its delay to the latencies measured here).
    const cpuBefore = process.cpuUsage();
    const apiCpuBefore = processGroupCpuMs(serverGroupId);
    const databaseCpuBefore = cpuMsByPid(databasePids ? await databasePids() : []);
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const runs: Promise<string | null>[] = [];
    // Open loop: a message starts every 1/rate seconds whatever the earlier ones are doing.
    for (let index = 0; index < total; index += 1) {
      const due = started + (index * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      runs.push(send(senders[turn++ % senders.length]!, `Message ${index} at ${rate}/s`));
    }
    const ids = await Promise.all(runs);
    const sent = ids.filter((id): id is string => id !== null);
    const deadline = performance.now() + 5_000;
    while (performance.now() < deadline && sent.some((id) => !heardAt.has(id))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    loopDelay.disable();
    const cpu = process.cpuUsage(cpuBefore);
    const apiCpuMs = processGroupCpuMs(serverGroupId) - apiCpuBefore;
    // The pool may have opened connections during the step (theirs count from their start) and
    // closed idle ones (what those used during the step is lost: a slight undercount).
    let databaseCpuMs = 0;
    for (const [pid, used] of cpuMsByPid(databasePids ? await databasePids() : [])) {
      databaseCpuMs += used - (databaseCpuBefore.get(pid) ?? 0);
    }
    const elapsedMs = performance.now() - started;
    if (process.env.BENCH_CHAT_TRACE) {
      // One line per message (rate, ms since the step began, latency or "lost"): are the slow
      // ones spread out, or bunched in a few stalls?
      fs.appendFileSync(
        process.env.BENCH_CHAT_TRACE,
        sent
          .map((id) => {
            const heard = heardAt.get(id);
            const start = sentAt.get(id)!;
            return `${rate},${(start - started).toFixed(1)},${heard === undefined ? 'lost' : (heard - start).toFixed(1)}\n`;
          })
          .join(''),
      );
    }
    const latencies = sent
      .filter((id) => heardAt.has(id))
      .map((id) => heardAt.get(id)! - sentAt.get(id)!)
      .sort((a, b) => a - b);
    steps.push({
      rate,
      sent: sent.length,
      failed: total - sent.length,
      delivered: latencies.length,
      lost: sent.length - latencies.length,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      max: percentile(latencies, 1),
      clientCpu: Math.round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 100),
      clientLoopDelayP99: Math.round(loopDelay.percentile(99) / 1e5) / 10,
      apiCpu: Math.round((apiCpuMs / elapsedMs) * 100),
      databaseCpu: Math.round((databaseCpuMs / elapsedMs) * 100),
      // CPU per message, which the other work on the machine moves much less than the latency.
      cpuMsPerMessage: {
        api: Math.round((apiCpuMs / Math.max(1, sent.length)) * 100) / 100,
        database: Math.round((databaseCpuMs / Math.max(1, sent.length)) * 100) / 100,
        client: Math.round(((cpu.user + cpu.system) / 1000 / Math.max(1, sent.length)) * 100) / 100,
      },
      loadAverage: Math.round(os.loadavg()[0]! * 10) / 10,
    });
    // Let the machine settle between steps.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  for (const person of senders) person.socket.disconnect();
  post.close();
  const passing = steps.filter((step) => step.p95 <= 100 && step.lost === 0 && step.failed === 0);
  return {
    pairs: BENCH_CHAT_PAIRS,
    sockets: senders.length,
    steps,
    bestRate: passing.length ? Math.max(...passing.map((step) => step.rate)) : null,
    /** Each sender stays inside the per-sender limit for the whole run. */
    perSenderLimit: MESSAGES_PER_MINUTE,
  };
};

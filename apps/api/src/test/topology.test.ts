import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { REALTIME_PATH } from '@nestly/shared';
import { connectDatabase, type Database } from '../db/client';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { checkCrashInvariants } from './crash/invariants';
import { call, newClient, signPayment, type Client, type Home } from './crash/traffic';
import { rowsOf } from './factories/ledger';
import { startLocalS3, type LocalS3 } from './helpers/local-s3';
import { buildMultipart } from './helpers/multipart';
import {
  freePort,
  scratchDatabase,
  spawnNode,
  waitForHealth,
  type ServerProcess,
} from './helpers/server-process';

// Issue 28, the topology test (docs/deploy.md, "without containers"): nginx with the repository's
// own deploy/nginx.conf in front of three API processes started from the build, on PostgreSQL,
// Redis and the S3 stand-in, all started here at once on a new database. A journey through the
// proxy (the web app, sign-up, the listing, a booking, chat delivered live across processes, a
// photo stored by one process and read through another), then one process is killed with SIGKILL
// in the middle of bookings: no booking is lost or doubled, and the ledger balances.
// Its own stage of `npm test` (after the build), when PostgreSQL, Redis and nginx are there.
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const API_DIST = path.join(REPO, 'apps/api/dist');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const PROCESSES = 3;
const TENANTS = 6;
const BURST_TOP_UPS = 4;
/** The kill comes once this many bookings are confirmed; as many more must follow it. */
const BURST_CONFIRMED_EACH_SIDE = 3;
const BURST_PHASE_MAX_MS = 30_000;

const scratch = scratchDatabase(process.env.DATABASE_URL!, 'nestly_topology');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-topology-'));
const apis: ServerProcess[] = [];
const sockets: Socket[] = [];
let nginx: ChildProcess | null = null;
let s3: LocalS3 | null = null;
let database: Database | null = null;

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const api of apis) api.child.kill('SIGKILL');
  nginx?.kill('SIGQUIT');
  await Promise.all(apis.map((api) => api.exited));
  await database?.close();
  await s3?.close();
  await scratch.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** deploy/nginx.conf as shipped, pointed at these processes and this folder. */
const nginxConfig = (listenPort: number, apiPorts: number[]) => {
  const shipped = fs.readFileSync(path.join(REPO, 'deploy/nginx.conf'), 'utf8');
  const upstream = apiPorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  const config = shipped
    .replace(/ {4}server api:3000[^\n]*/, upstream)
    .replace('listen 8080;', `listen 127.0.0.1:${listenPort};`)
    .replace(
      'http {',
      [
        'http {',
        `  access_log off;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${path.join(workDir, `nginx-${kind}`)};`,
        ),
      ].join('\n'),
    );
  expect(config).not.toContain('api:3000');
  const header = [
    `pid ${path.join(workDir, 'nginx.pid')};`,
    `error_log ${path.join(workDir, 'nginx-error.log')} warn;`,
    // As root, workers would otherwise run as nobody, who cannot enter this folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
  ].join('\n');
  return `${header}\n${config.replace('worker_processes auto;', 'worker_processes 1;')}`;
};

const openSocket = (url: string, token: string) => {
  const socket = connectSocket(url, {
    path: REALTIME_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
};
const nextEvent = <T>(socket: Socket, event: string, timeoutMs = 15_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} in ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

const postForm = async (
  base: string,
  url: string,
  token: string,
  fields: Record<string, string>,
  file?: { fileName: string; contentType: string; body: Buffer },
) => {
  const form = buildMultipart(fields, file ? [{ field: 'attachment', ...file }] : []);
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    body: form.payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('three API processes behind nginx, on PostgreSQL, Redis and S3', () => {
  it('serves a whole journey through the proxy, and loses nothing when one process is killed', async () => {
    expect(fs.existsSync(path.join(API_DIST, 'server.js')), 'npm run build first').toBe(true);
    s3 = await startLocalS3();
    const databaseUrl = await scratch.create();
    const nginxPort = await freePort();
    const apiPorts: number[] = [];
    for (let index = 0; index < PROCESSES; index += 1) apiPorts.push(await freePort());
    const base = `http://127.0.0.1:${nginxPort}`;
    const direct = apiPorts.map((port) => `http://127.0.0.1:${port}`);
    const dataDir = path.join(workDir, 'data');

    // As docs/deploy.md starts them, at once, on a new database (the start-up lock's case).
    const started = Date.now();
    for (const port of apiPorts) {
      apis.push(
        spawnNode(
          [
            '--enable-source-maps',
            '--import',
            path.join(API_DIST, 'telemetry.js'),
            path.join(API_DIST, 'server.js'),
          ],
          {
            NODE_ENV: 'production',
            // Test payments, the mail outbox (codes are read there) and plain HTTP: a check.
            NESTLY_DEMO: 'true',
            SEED_DEMO: 'true',
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            DATABASE_POOL_SIZE: '8',
            REDIS_URL: process.env.REDIS_URL!,
            REDIS_KEY_PREFIX: `nestly-topology-${nginxPort}:`,
            ...s3.envFor('topology'),
            JWT_SECRET: 'the-topology-test-secret-shared-by-every-process',
            PUBLIC_URL: base,
            TRUST_PROXY: 'true',
            ADMIN_PASSWORD: 'Topology-Admin-Pass-2026',
            METRICS_TOKEN: 'topology-metrics-token-0000',
            BOOKING_JOBS_INTERVAL_SECONDS: '0',
          },
        ),
      );
    }
    const configFile = path.join(workDir, 'nginx.conf');
    fs.writeFileSync(configFile, nginxConfig(nginxPort, apiPorts));
    const checked = spawnSync(NGINX, ['-t', '-p', workDir, '-c', configFile], { encoding: 'utf8' });
    expect(checked.status, checked.stderr).toBe(0);
    nginx = spawn(NGINX, ['-p', workDir, '-c', configFile, '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    await Promise.all(apis.map((api, index) => waitForHealth(api, apiPorts[index]!, 180_000)));
    const startSeconds = ((Date.now() - started) / 1000).toFixed(1);
    database = await connectDatabase({ databaseUrl, poolSize: 2 });

    // Through the proxy: the web app, readiness, and the request id nginx passes on.
    const page = await fetch(`${base}/user/properties`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const ready = await fetch(`${base}/api/ready`, { headers: { 'x-request-id': 'topology-1' } });
    expect(await ready.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'ok', storage: 'ok' },
    });
    expect(ready.headers.get('x-request-id')).toBe('topology-1');

    // Sign up (the code from the outbox the processes share), list, top up and book.
    const outbox = path.join(dataDir, 'outbox');
    const tenant = await newClient(base, outbox, 'journey');
    const listed = await call(base, 'GET', '/api/user/all-Properties?limit=50', {
      token: tenant.token,
    });
    const homes = (listed.body.data as Home[]).map(({ id, minMonths }) => ({ id, minMonths }));
    expect(homes.length).toBeGreaterThan(5);
    const topUp = async (client: Client) => {
      const order = await call(base, 'POST', '/api/user/wallet/top-up', {
        token: client.token,
        body: { amount: 50_000_000 },
      });
      expect(order.status).toBe(200);
      const { orderId } = order.body.order as { orderId: string };
      const paymentId = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
      const verified = await call(base, 'POST', '/api/user/razorpay/verify', {
        token: client.token,
        body: {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: signPayment(orderId, paymentId),
        },
      });
      expect(verified.status).toBe(200);
    };
    await topUp(tenant);
    // An answer as the burst counts it: its status, its error code, and the booking it made.
    const outcomeOf = ({ status, body }: { status: number; body: Record<string, unknown> }) => ({
      status,
      code: body.code as string | undefined,
      bookingId: (body.booking as { id?: string } | undefined)?.id ?? null,
    });
    const bookWallet = async (client: Client, home: Home, moveInDays: number) => {
      const dates = await call(base, 'POST', '/api/user/checkout/save-booking-dates', {
        token: client.token,
        body: {
          propertyId: home.id,
          moveInDate: dayAhead(moveInDays),
          rentalPeriod: home.minMonths,
        },
      });
      if (dates.status !== 200) return outcomeOf(dates);
      // What checkout charges: the deposit and month 1 (PRODUCT.md, long stays).
      const dueNow = (dates.body.cart as { price: { dueNow: number } }).price.dueNow;
      return outcomeOf(
        await call(base, 'POST', `/api/user/wallet/place-order/${client.id}`, {
          token: client.token,
          body: { amount: dueNow },
        }),
      );
    };
    const firstBooking = await bookWallet(tenant, homes[0]!, 40);
    expect(firstBooking.status).toBe(201);

    // Chat, live across processes: the owner listens on process 1, the tenant writes on
    // process 2; the tenant listens through the proxy (its WebSocket upgrade), the owner answers
    // on process 3.
    const ownerAccount = DEMO_ACCOUNTS.find(
      (account) =>
        account.role === 'owner' &&
        !('approvalStatus' in account && account.approvalStatus === 'pending'),
    )!;
    const ownerLogin = await call(base, 'POST', '/api/owner/login', {
      body: { email: ownerAccount.email, password: ownerAccount.password },
    });
    expect(ownerLogin.status).toBe(200);
    const owner = {
      id: (ownerLogin.body.user as { id: string }).id,
      token: ownerLogin.body.token as string,
    };
    // The demo listings are the approved demo owner's.
    const home = homes[0]!;
    const detail = await call(base, 'GET', `/api/user/property/${home.id}`, {
      token: tenant.token,
    });
    expect((detail.body.property as { owner: { id: string } }).owner.id).toBe(owner.id);
    const ownerSocket = await openSocket(direct[0]!, owner.token);
    const tenantSocket = await openSocket(base, tenant.token);
    const heardByOwner = nextEvent<{ message: { text: string } }>(ownerSocket, 'message:new');
    const sent = await postForm(direct[1]!, '/api/user/message', tenant.token, {
      receiver: owner.id,
      propertyId: home.id,
      text: 'Is the flat still free in spring?',
      clientId: randomUUID(),
    });
    expect(sent.status).toBe(201);
    expect((await heardByOwner).message.text).toBe('Is the flat still free in spring?');
    const heardByTenant = nextEvent<{ message: { text: string } }>(tenantSocket, 'message:new');
    const answered = await postForm(direct[2]!, '/api/owner/message', owner.token, {
      receiver: tenant.id,
      propertyId: home.id,
      text: 'Yes, from March.',
      clientId: randomUUID(),
    });
    expect(answered.status).toBe(201);
    expect((await heardByTenant).message.text).toBe('Yes, from March.');

    // A photo stored by process 1 (in the bucket), read through process 3 and through the proxy.
    const photo = await sharp({
      create: { width: 96, height: 64, channels: 3, background: '#2f6fd1' },
    })
      .png()
      .toBuffer();
    const withPhoto = await postForm(
      direct[0]!,
      '/api/user/message',
      tenant.token,
      { receiver: owner.id, propertyId: home.id, clientId: randomUUID() },
      { fileName: 'room.png', contentType: 'image/png', body: photo },
    );
    expect(withPhoto.status).toBe(201);
    const attachmentUrl = (withPhoto.body.data as { attachment: { url: string } }).attachment.url;
    const reads = await Promise.all(
      [direct[2]!, base].map(async (origin) => {
        const response = await fetch(`${origin}${attachmentUrl}`, {
          headers: { authorization: `Bearer ${owner.token}` },
        });
        expect(response.status, origin).toBe(200);
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    expect(reads[0]!.length).toBeGreaterThan(100);
    expect(reads[1]!.equals(reads[0]!)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    // Bookings from several tenants through the proxy; one process is killed in the middle.
    const tenants: Client[] = [];
    for (let index = 0; index < TENANTS; index += 1) {
      const client = await newClient(base, outbox, `burst${index}`);
      // Enough for every booking the burst can make: a short wallet would answer 409 to all of
      // them after the first few, and the test would measure wallets instead of processes.
      for (let topUps = 0; topUps < BURST_TOP_UPS; topUps += 1) await topUp(client);
      tenants.push(client);
    }
    const confirmedAnswers = new Map<string, string[]>();
    const attempts = new Map<string, number>();
    let stop = false;
    let cut = 0;
    const statuses = new Map<string, number>();
    const failures: number[] = [];
    const confirmedCount = () => [...confirmedAnswers.values()].flat().length;
    // Random homes and move-in days within the booking horizon: most succeed, some meet taken
    // dates (409), as real traffic would.
    const loop = async (client: Client) => {
      while (!stop) {
        const target = homes[Math.floor(Math.random() * homes.length)]!;
        attempts.set(client.id, (attempts.get(client.id) ?? 0) + 1);
        try {
          const result = await bookWallet(client, target, 10 + Math.floor(Math.random() * 320));
          const answer = result.code ? `${result.status} ${result.code}` : String(result.status);
          statuses.set(answer, (statuses.get(answer) ?? 0) + 1);
          if (result.status === 201 && result.bookingId)
            confirmedAnswers.set(client.id, [
              ...(confirmedAnswers.get(client.id) ?? []),
              result.bookingId,
            ]);
          else if (result.status >= 500) failures.push(result.status);
        } catch {
          cut += 1;
        }
      }
    };
    // Phases are counted in confirmed bookings, not in seconds: a fast machine books dozens in a
    // second and a busy one a handful, and the kill must land in the middle of traffic either way.
    const confirmedAtLeast = async (count: number) => {
      const deadline = Date.now() + BURST_PHASE_MAX_MS;
      while (confirmedCount() < count && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const loops = tenants.map((client) => loop(client));
    await confirmedAtLeast(BURST_CONFIRMED_EACH_SIDE);
    const victim = apis[1]!;
    victim.child.kill('SIGKILL');
    expect((await victim.exited).signal).toBe('SIGKILL');
    const bookedBeforeKill = confirmedCount();
    await confirmedAtLeast(bookedBeforeKill + BURST_CONFIRMED_EACH_SIDE);
    stop = true;
    await Promise.all(loops);
    const bookedAfter = confirmedCount();
    console.info(
      `topology burst: ${bookedBeforeKill} confirmed before the kill, ${bookedAfter} in all; answers ${JSON.stringify(Object.fromEntries(statuses))}; ${cut} cut`,
    );
    // The two processes left kept taking bookings through the proxy after the kill.
    expect(bookedAfter).toBeGreaterThan(bookedBeforeKill);

    // No booking lost: every confirmed answer is a confirmed booking. None doubled: a tenant has
    // no more bookings than attempts, no booking was answered twice, and dates never overlap.
    const tenantIds = tenants.map((client) => client.id);
    const rows = await rowsOf<{ id: string; userId: string; status: string }>(
      database.db,
      sql`select id::text, user_id::text as "userId", status from bookings
          where user_id in (${sql.join(
            tenantIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
    const stored = new Map(rows.map((row) => [row.id, row]));
    for (const [clientId, ids] of confirmedAnswers) {
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(stored.get(id)?.status, id).toBe('confirmed');
      const theirs = rows.filter((row) => row.userId === clientId);
      expect(theirs.length).toBeLessThanOrEqual(attempts.get(clientId)!);
    }
    const { problems, counts } = await checkCrashInvariants(database.db);
    expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((key) => [key, []])));
    console.info(
      `topology: ${PROCESSES} processes up in ${startSeconds} s behind nginx; ` +
        `${bookedAfter} bookings answered confirmed by the burst (${bookedBeforeKill} before the kill), ` +
        `answers ${JSON.stringify(Object.fromEntries(statuses))}, ${cut} requests cut, ${failures.length} answered 5xx (${[...new Set(failures)].join(', ') || 'none'}); ` +
        `${counts.bookings} bookings and ${counts.transactions} ledger transactions stored, all checks held`,
    );
  }, 420_000);
});

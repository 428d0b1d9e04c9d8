import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  scratchDatabase,
  spawnNode,
  waitForHealth,
  waitUntil,
  type ServerProcess,
} from './helpers/server-process';

// Issue 28: with OTEL_EXPORTER_OTLP_ENDPOINT set, the real server (with its telemetry preload, as
// `npm start` runs it) exports traces of its HTTP requests, PostgreSQL queries and Redis commands
// over OTLP/HTTP. The collector is a tiny receiver of the test's own that keeps what it is sent.
// PostgreSQL and Redis only (their instrumentations are what is checked).
interface ExportedSpan {
  scope: string;
  name: string;
  kind: number;
}

const received: ExportedSpan[] = [];
const collector = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    if (request.url === '/v1/traces') {
      const payload = JSON.parse(body) as {
        resourceSpans: {
          scopeSpans: { scope: { name: string }; spans: { name: string; kind: number }[] }[];
        }[];
      };
      for (const resource of payload.resourceSpans)
        for (const scope of resource.scopeSpans)
          for (const span of scope.spans)
            received.push({ scope: scope.scope.name, name: span.name, kind: span.kind });
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
const database = scratchDatabase(process.env.DATABASE_URL!, 'nestly_otel');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-otel-'));
let server: ServerProcess | null = null;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  collector.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const SERVER_KIND = 2;

describe('OpenTelemetry traces', () => {
  it('exports spans of HTTP requests, PostgreSQL queries and Redis commands', async () => {
    const collectorPort = await new Promise<number>((resolve) =>
      collector.listen(0, '127.0.0.1', () =>
        resolve((collector.address() as { port: number }).port),
      ),
    );
    const port = await freePort();
    server = spawnNode(['--import', 'tsx', '--import', './src/telemetry.ts', 'src/server.ts'], {
      DATABASE_URL: await database.create(),
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_KEY_PREFIX: `nestly-otel-${port}:`,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      NESTLY_DEMO: 'true',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      OTEL_SERVICE_NAME: 'nestly-api-test',
    });
    await waitForHealth(server, port, 120_000);
    // A sign-in that fails reads the account (PostgreSQL) and counts the failure (Redis).
    const login = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'traced@example.com', password: 'Not-the-password-1' }),
    });
    expect(login.status).toBe(401);

    const has = (check: (span: ExportedSpan) => boolean) => received.some(check);
    await waitUntil(
      () =>
        has((span) => span.scope === '@opentelemetry/instrumentation-http') &&
        has((span) => span.scope === '@opentelemetry/instrumentation-pg') &&
        has((span) => span.scope === '@opentelemetry/instrumentation-ioredis') &&
        has((span) => span.scope === '@fastify/otel'),
      `spans of every kind (received: ${received.length})`,
      30_000,
    );
    expect(
      has(
        (span) =>
          span.scope === '@opentelemetry/instrumentation-http' &&
          span.kind === SERVER_KIND &&
          span.name.startsWith('POST'),
      ),
    ).toBe(true);
    expect(
      has((span) => span.scope === '@opentelemetry/instrumentation-pg' && /^pg\./.test(span.name)),
    ).toBe(true);
    expect(server.output()).not.toContain('could not start');
  }, 180_000);
});

import FastifyOtelInstrumentation from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';

/**
 * The official Node SDK with the HTTP, Fastify, pg and ioredis instrumentations; everything else
 * (the collector's address, headers, sampling, the batch delay) is read by the SDK from the
 * standard OTEL_* variables. Query texts are recorded, never their values (the pg
 * instrumentation's default). Spans still queued are flushed when the process is asked to stop.
 */
export const startTracing = () => {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'nestly-api',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        // The health and readiness probes would be most of the traces, and say nothing.
        ignoreIncomingRequestHook: (request) =>
          request.url === '/api/health' || request.url === '/api/ready',
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  const flush = () => void sdk.shutdown().catch(() => undefined);
  process.once('SIGTERM', flush);
  process.once('SIGINT', flush);
  return sdk;
};

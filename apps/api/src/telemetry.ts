// OpenTelemetry (PRODUCT.md, Running it in production): with OTEL_EXPORTER_OTLP_ENDPOINT set, the
// traces of HTTP requests (Fastify's routes within them), PostgreSQL queries and Redis commands are
// exported over OTLP/HTTP to that collector. Loaded before the server with `node --import`
// (scripts/start.mjs, the Dockerfile) so the instrumentations see every module as it loads; without
// the variable it loads nothing and costs nothing.
import type { startTracing } from './lib/tracing';

type TracingModule = { startTracing: typeof startTracing };

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { register } = await import('node:module');
  // The server is ES modules: this hook lets the instrumentations patch them as they are imported.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  // Its own file in the build too (scripts/build.mjs), so the SDK loads only when configured.
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  const tracing = new URL(`./lib/tracing${extension}`, import.meta.url).href;
  const { startTracing } = (await import(tracing)) as TracingModule;
  startTracing();
}

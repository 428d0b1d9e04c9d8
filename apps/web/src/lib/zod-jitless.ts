/**
 * What `zod` means in the web build (vite.config.ts aliases it here): Zod itself, told first not
 * to compile its object parsers with `new Function`. The page's Content-Security-Policy allows no
 * eval (apps/api/src/app.ts), so Zod fell back to its plain parser anyway, but only after probing
 * with `new Function('')`, which the browser reports as a CSP violation on every page that
 * builds a schema. Set here, before any schema module runs: Zod reads the setting as each object
 * schema is built. The API keeps the compiled parsers.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';

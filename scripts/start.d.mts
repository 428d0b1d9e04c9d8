// Types of scripts/start.mjs, for the API's tests that run the built server.
export function serverCommand(): string[];

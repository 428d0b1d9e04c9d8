// Types of scripts/build.mjs, for the API's test of the compiled server.
export interface Build {
  name: string;
  /** Files and folders, relative to the repository root or absolute. */
  inputs: string[];
  /** A file the build makes: missing means not built. */
  output: string;
  /** Where the hash of the inputs of the last build is kept. */
  stamp: string;
}
export const WEB_BUILD: Build;
export const API_BUILD: Build;
export function hashInputs(inputs: string[]): string;
export function buildApi(outDir?: string): Promise<void>;
export function ensureBuilt(build: Build, run: () => unknown): Promise<boolean>;
export function buildAll(options?: { force?: boolean }): Promise<void>;
export function isBuilt(): boolean;

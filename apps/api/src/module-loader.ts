import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isModuleDefinition, type ModuleDefinition } from './module-kit';

/** Written in by the compiled server's build (scripts/build.mjs), which has no source folder. */
declare const __NESTLY_MODULE_FOLDERS__: readonly string[] | undefined;

const MODULES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'modules');

/** Every folder under src/modules with a module.ts is a module: adding one needs no list edited. */
export const listModuleFolders = (modulesDir = MODULES_DIR): string[] => {
  if (typeof __NESTLY_MODULE_FOLDERS__ !== 'undefined') return [...__NESTLY_MODULE_FOLDERS__];
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => existsSync(path.join(modulesDir, entry.name, 'module.ts')))
    .map((entry) => entry.name)
    .sort();
};

/** Imports each module's module.ts and takes the one module definition it exports. */
export const loadModules = async (): Promise<ModuleDefinition[]> =>
  Promise.all(
    listModuleFolders().map(async (folder) => {
      // A template import: esbuild bundles every modules/*/module.ts behind it (glob imports).
      const exported = (await import(`./modules/${folder}/module.ts`)) as Record<string, unknown>;
      const definitions = Object.values(exported).filter(isModuleDefinition);
      if (definitions.length !== 1 || definitions[0]!.name !== folder) {
        throw new Error(
          `modules/${folder}/module.ts must export one defineModule({ name: '${folder}' })`,
        );
      }
      return definitions[0]!;
    }),
  );

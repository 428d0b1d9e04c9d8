import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';

/**
 * The public APIs modules publish for one another, by name. Each module adds its own entries from
 * its `index.ts`, the way Fastify's own decorators are typed:
 *
 *   declare module '../../module-kit' { interface ModuleApis { chat: ChatService } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleApis {}

export type ModuleApiName = keyof ModuleApis;

export interface ModuleContext {
  /** The module's own encapsulated Fastify instance: its routes, hooks and decorators stay in it. */
  app: FastifyInstance;
  deps: AppDeps;
  /** The public API another module published; only names the module declared in `needs`. */
  use<N extends ModuleApiName>(name: N): ModuleApis[N];
  /** Publishes this module's API under a name it declared in `provides`. */
  provide<N extends ModuleApiName>(name: N, api: ModuleApis[N]): void;
}

/** One domain module (decision 022): what it needs and provides, and how it mounts itself. */
export interface ModuleDefinition {
  /** The module's folder name under src/modules. */
  readonly name: string;
  readonly needs?: readonly ModuleApiName[];
  readonly provides?: readonly ModuleApiName[];
  setup(context: ModuleContext): void | Promise<void>;
}

const MODULE_BRAND = Symbol.for('nestly.module-definition');

export const defineModule = <Definition extends ModuleDefinition>(definition: Definition) =>
  Object.assign(definition, { [MODULE_BRAND]: true as const });

export const isModuleDefinition = (value: unknown): value is ModuleDefinition =>
  typeof value === 'object' && value !== null && MODULE_BRAND in value;

/**
 * Orders the modules so that each comes after every module that provides what it needs, and
 * otherwise by name (a stable start-up). Fails fast on a need nobody provides, a name provided
 * twice, or a cycle: all of them are wiring mistakes a developer must see at once.
 */
export const orderModules = (definitions: readonly ModuleDefinition[]): ModuleDefinition[] => {
  const providerOf = new Map<ModuleApiName, ModuleDefinition>();
  for (const definition of definitions) {
    for (const name of definition.provides ?? []) {
      const other = providerOf.get(name);
      if (other) {
        throw new Error(`"${name}" is provided by both ${other.name} and ${definition.name}`);
      }
      providerOf.set(name, definition);
    }
  }
  const ordered: ModuleDefinition[] = [];
  const state = new Map<ModuleDefinition, 'visiting' | 'done'>();
  const visit = (definition: ModuleDefinition, path: string[]) => {
    if (state.get(definition) === 'done') return;
    if (state.get(definition) === 'visiting') {
      throw new Error(
        `Modules need each other in a cycle: ${[...path, definition.name].join(' -> ')}`,
      );
    }
    state.set(definition, 'visiting');
    for (const need of definition.needs ?? []) {
      const provider = providerOf.get(need);
      if (!provider)
        throw new Error(`Module ${definition.name} needs "${need}", which no module provides`);
      visit(provider, [...path, definition.name]);
    }
    state.set(definition, 'done');
    ordered.push(definition);
  };
  for (const definition of [...definitions].sort((a, b) => a.name.localeCompare(b.name))) {
    visit(definition, []);
  }
  return ordered;
};

/** What the modules published, for app.ts's own wiring after they are mounted. */
export interface MountedModules {
  use<N extends ModuleApiName>(name: N): ModuleApis[N];
}

/**
 * Mounts every module, in need order, as an encapsulated plugin of `app`. A module sees only the
 * APIs it declared it needs, and can publish only what it declared it provides.
 */
export const mountModules = async (
  app: FastifyInstance,
  deps: AppDeps,
  definitions: readonly ModuleDefinition[],
): Promise<MountedModules> => {
  const published = new Map<ModuleApiName, unknown>();
  for (const definition of orderModules(definitions)) {
    const context = (child: FastifyInstance): ModuleContext => ({
      app: child,
      deps,
      use: (name) => {
        if (!definition.needs?.includes(name)) {
          throw new Error(`Module ${definition.name} uses "${name}" without declaring the need`);
        }
        return published.get(name) as ModuleApis[typeof name];
      },
      provide: (name, api) => {
        if (!definition.provides?.includes(name)) {
          throw new Error(`Module ${definition.name} provides "${name}" without declaring it`);
        }
        published.set(name, api);
      },
    });
    await app.register(async (child) => definition.setup(context(child)));
    for (const name of definition.provides ?? []) {
      if (!published.has(name)) {
        throw new Error(`Module ${definition.name} declared "${name}" but did not provide it`);
      }
    }
  }
  return {
    use: (name) => {
      if (!published.has(name)) throw new Error(`No module provides "${name}"`);
      return published.get(name) as ModuleApis[typeof name];
    },
  };
};

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from './app-deps';
import {
  defineModule,
  mountModules,
  orderModules,
  type ModuleApiName,
  type ModuleDefinition,
} from './module-kit';
import { listModuleFolders, loadModules } from './module-loader';

// Names published by the modules under test; the kit checks them, so any names serve.
const api = (name: string) => name as ModuleApiName;
const fake = (name: string, needs: string[] = [], provides: string[] = []): ModuleDefinition =>
  defineModule({
    name,
    needs: needs.map(api),
    provides: provides.map(api),
    setup: ({ provide }) => {
      for (const published of provides) provide(api(published), {} as never);
    },
  });
const noDeps = {} as AppDeps;

describe('orderModules', () => {
  it('puts each module after the ones that provide what it needs, otherwise by name', () => {
    const ordered = orderModules([
      fake('properties', ['chat', 'searchDemand']),
      fake('dashboards', ['chat'], ['searchDemand']),
      fake('chat', [], ['chat']),
      fake('accounts'),
    ]);
    expect(ordered.map((definition) => definition.name)).toEqual([
      'accounts',
      'chat',
      'dashboards',
      'properties',
    ]);
  });

  it('refuses a need nobody provides, a name provided twice and a cycle', () => {
    expect(() => orderModules([fake('a', ['missing'])])).toThrow(/needs "missing"/);
    expect(() => orderModules([fake('a', [], ['x']), fake('b', [], ['x'])])).toThrow(
      /provided by both a and b/,
    );
    expect(() => orderModules([fake('a', ['y'], ['x']), fake('b', ['x'], ['y'])])).toThrow(
      /cycle: a -> b -> a/,
    );
  });
});

describe('mountModules', () => {
  it("mounts each module's routes and hands it only the APIs it declared", async () => {
    const app = Fastify();
    const greeter = defineModule({
      name: 'greeter',
      provides: [api('greeting')],
      setup: ({ provide }) => provide(api('greeting'), { word: 'hello' } as never),
    });
    const speaker = defineModule({
      name: 'speaker',
      needs: [api('greeting')],
      setup: ({ app: scope, use }) => {
        const { word } = use(api('greeting')) as unknown as { word: string };
        scope.get('/speak', async () => ({ said: word }));
      },
    });
    const modules = await mountModules(app, noDeps, [speaker, greeter]);
    const response = await app.inject({ method: 'GET', url: '/speak' });
    expect(response.json()).toEqual({ said: 'hello' });
    expect(modules.use(api('greeting'))).toEqual({ word: 'hello' });
    await app.close();
  });

  it('refuses a module that uses or provides what it did not declare, or forgets to provide', async () => {
    const sneaky = defineModule({ name: 'sneaky', setup: ({ use }) => void use(api('x')) });
    await expect(mountModules(Fastify(), noDeps, [fake('x', [], ['x']), sneaky])).rejects.toThrow(
      /uses "x" without declaring/,
    );
    const boastful = defineModule({
      name: 'boastful',
      setup: ({ provide }) => provide(api('x'), {} as never),
    });
    await expect(mountModules(Fastify(), noDeps, [boastful])).rejects.toThrow(
      /provides "x" without declaring/,
    );
    const forgetful = defineModule({ name: 'forgetful', provides: [api('x')], setup: () => {} });
    await expect(mountModules(Fastify(), noDeps, [forgetful])).rejects.toThrow(
      /declared "x" but did not provide it/,
    );
  });
});

describe('the module loader', () => {
  it('finds a new module by its folder alone: any folder with a module.ts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-modules-'));
    try {
      fs.mkdirSync(path.join(dir, 'reviews'));
      fs.writeFileSync(path.join(dir, 'reviews', 'module.ts'), '');
      fs.mkdirSync(path.join(dir, 'waitlist'));
      fs.writeFileSync(path.join(dir, 'waitlist', 'module.ts'), '');
      fs.mkdirSync(path.join(dir, 'folder-without-module'));
      fs.writeFileSync(path.join(dir, 'loose-file.ts'), '');
      expect(listModuleFolders(dir)).toEqual(['reviews', 'waitlist']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('loads one definition named after its folder from every module of the API', async () => {
    const definitions = await loadModules();
    expect(definitions.map((definition) => definition.name)).toEqual(listModuleFolders());
    expect(listModuleFolders()).toEqual(expect.arrayContaining(['bookings', 'chat', 'health']));
    expect(() => orderModules(definitions)).not.toThrow();
  });
});

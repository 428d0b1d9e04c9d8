import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Role } from '@nestly/shared';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import {
  createOwner,
  createUser,
  loginAdmin,
  type SignedInPerson,
} from '../../test/factories/accounts';
import {
  buyPlan,
  createApprovedListing,
  createFeature,
  createListing,
  createService,
} from '../../test/factories/listings';
import { fieldsOf } from '../../test/helpers/responses';

let t: TestApp;
let user: SignedInPerson;
let owner: SignedInPerson;
let admin: SignedInPerson;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.app, t.mailer);
  owner = await createOwner(t.app, t.mailer);
  admin = await loginAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

interface FeatureBody {
  id: string;
  name: string;
  icon: string;
  propertyCount: number;
}
interface ServiceBody {
  id: string;
  name: string;
  description: string;
  monthlyPrice: number;
  status: 'active' | 'inactive';
}

/** A name no other test uses (feature names are unique regardless of case). */
const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

const get = (url: string, person?: SignedInPerson) =>
  t.app.inject({ method: 'GET', url, headers: person ? person.auth : {} });
const send = (
  method: 'POST' | 'PATCH',
  url: string,
  person: SignedInPerson,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: person.auth, payload });

const personOf = (role: Role) => ({ user, owner, admin })[role];
const listFeatures = async (role: Role = 'admin') =>
  (await get(`/api/${role}/features`, personOf(role))).json().data as FeatureBody[];
/** Services as admins see them (all) or as users see them (active only). */
const listServices = async (role: 'admin' | 'user') =>
  (await get(`/api/${role}/services`, personOf(role))).json().data as ServiceBody[];

describe('reading features', () => {
  it.each(['user', 'owner', 'admin'] as const)(
    'a %s lists every feature with its property count',
    async (role) => {
      const feature = await createFeature(t.app, admin, uniqueName('Balcony'), 'sun');
      const person = personOf(role);
      const response = await get(`/api/${role}/features`, person);
      expect(response.statusCode).toBe(200);
      const listed = (response.json().data as FeatureBody[]).find(
        (entry) => entry.id === feature.id,
      );
      expect(listed).toMatchObject({ name: feature.name, icon: 'sun', propertyCount: 0 });
    },
  );

  it.each(['user', 'owner', 'admin'] as const)(
    'answers 401 on /api/%s/features without a token',
    async (role) => {
      const response = await get(`/api/${role}/features`);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(MESSAGES.NOT_AUTHENTICATED);
    },
  );
});

describe('managing features', () => {
  it('adds a feature (201), with the default icon when none is given', async () => {
    const name = uniqueName('Parking');
    const response = await send('POST', '/api/admin/add-feature', admin, { name });
    expect(response.statusCode).toBe(201);
    expect(response.json().feature).toMatchObject({ name, icon: 'check', propertyCount: 0 });
    expect((await listFeatures('user')).map((feature) => feature.id)).toContain(
      response.json().feature.id,
    );
  });

  it('refuses a duplicate name in another case with 409 on the name field', async () => {
    const name = uniqueName('Wi-Fi');
    await createFeature(t.app, admin, name);
    const response = await send('POST', '/api/admin/add-feature', admin, {
      name: name.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
    expect(fieldsOf(response)).toEqual(['name']);
  });

  it('edits a feature with { data: { name } }', async () => {
    const feature = await createFeature(t.app, admin, uniqueName('Lift'));
    const renamed = uniqueName('Elevator');
    const response = await send('PATCH', `/api/admin/features/${feature.id}`, admin, {
      data: { name: renamed, icon: 'arrow-up-down' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().feature).toMatchObject({
      id: feature.id,
      name: renamed,
      icon: 'arrow-up-down',
    });
    expect((await listFeatures('owner')).find((entry) => entry.id === feature.id)?.name).toBe(
      renamed,
    );
  });

  it('keeps the icon when an edit sends only a name (issue 29: the edit has no default icon)', async () => {
    const feature = await createFeature(t.app, admin, uniqueName('Balcony'), 'sun');
    const renamed = uniqueName('Terrace');
    const response = await send('PATCH', `/api/admin/features/${feature.id}`, admin, {
      data: { name: renamed },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().feature).toMatchObject({ id: feature.id, name: renamed, icon: 'sun' });
    expect((await listFeatures('admin')).find((entry) => entry.id === feature.id)?.icon).toBe(
      'sun',
    );
  });

  it('answers an edit naming nothing to change with the feature as it is', async () => {
    const feature = await createFeature(t.app, admin, uniqueName('Lift'), 'arrow-up-down');
    const response = await send('PATCH', `/api/admin/features/${feature.id}`, admin, { data: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().feature).toMatchObject({ id: feature.id, icon: 'arrow-up-down' });
    const unknown = await send('PATCH', `/api/admin/features/${randomUUID()}`, admin, { data: {} });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses renaming a feature to an existing name with 409', async () => {
    const taken = await createFeature(t.app, admin, uniqueName('Gym'));
    const feature = await createFeature(t.app, admin, uniqueName('Pool'));
    const response = await send('PATCH', `/api/admin/features/${feature.id}`, admin, {
      data: { name: taken.name.toLowerCase() },
    });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response)).toEqual(['name']);
  });

  it('refuses bad input with 400 and the field at fault', async () => {
    const short = await send('POST', '/api/admin/add-feature', admin, { name: 'a' });
    expect(short.statusCode).toBe(400);
    expect(fieldsOf(short)).toEqual(['name']);
    expect(short.json().message).toBe('Name must be at least 2 characters');

    const badIcon = await send('POST', '/api/admin/add-feature', admin, {
      name: uniqueName('Garden'),
      icon: 'Not An Icon!',
    });
    expect(badIcon.statusCode).toBe(400);
    expect(fieldsOf(badIcon)).toEqual(['icon']);
    // Only the icons the app draws (issue 29): a well-formed name it does not know is refused too.
    const unknownIcon = await send('POST', '/api/admin/add-feature', admin, {
      name: uniqueName('Garden'),
      icon: 'rocket',
    });
    expect(unknownIcon.statusCode).toBe(400);
    expect(fieldsOf(unknownIcon)).toEqual(['icon']);
    expect(unknownIcon.json().message).toBe('Choose one of the icons shown');

    // An unknown key has no path of its own: it is reported on the body, naming the key.
    const unknown = await send('POST', '/api/admin/add-feature', admin, {
      name: uniqueName('Garden'),
      colour: 'green',
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['body']);
    expect(unknown.json().message).toContain('colour');

    const feature = await createFeature(t.app, admin, uniqueName('Terrace'));
    const shortEdit = await send('PATCH', `/api/admin/features/${feature.id}`, admin, {
      data: { name: 'x' },
    });
    expect(shortEdit.statusCode).toBe(400);
    expect(fieldsOf(shortEdit)).toEqual(['data.name']);
    const unknownEdit = await send('PATCH', `/api/admin/features/${feature.id}`, admin, {
      data: { name: uniqueName('Roof') },
      extra: true,
    });
    expect(unknownEdit.statusCode).toBe(400);
    expect(unknownEdit.json().message).toContain('extra');
  });

  it('answers 404 for editing an unknown feature', async () => {
    const response = await send('PATCH', `/api/admin/features/${randomUUID()}`, admin, {
      data: { name: uniqueName('Ghost') },
    });
    expect(response.statusCode).toBe(404);
  });

  it.each(['user', 'owner'] as const)(
    'refuses a %s calling the admin feature calls with 403 "Not authorized as admin"',
    async (role) => {
      const person = personOf(role);
      const feature = await createFeature(t.app, admin, uniqueName('Security'));
      const calls = [
        send('POST', '/api/admin/add-feature', person, { name: uniqueName('Sneaky') }),
        send('PATCH', `/api/admin/features/${feature.id}`, person, { data: { name: 'Hacked' } }),
        send('POST', `/api/admin/features/delete/${feature.id}`, person),
        get('/api/admin/features', person),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          message: MESSAGES.NOT_AUTHORIZED_AS_ADMIN,
          code: 'NOT_AUTHORIZED_AS_ADMIN',
        });
      }
      expect((await listFeatures()).find((entry) => entry.id === feature.id)?.name).toBe(
        feature.name,
      );
    },
  );
});

describe('deleting features', () => {
  it('detaches a feature in use: the listing still loads without it', async () => {
    const lister = await createOwner(t.app, t.mailer);
    await buyPlan(t.app, lister, 'Basic');
    const doomed = await createFeature(t.app, admin, uniqueName('Intercom'));
    const kept = await createFeature(t.app, admin, uniqueName('Power backup'));
    const property = await createApprovedListing(t.app, lister, admin, {
      features: [doomed.id, kept.id],
    });
    const before = await listFeatures();
    expect(before.find((entry) => entry.id === doomed.id)?.propertyCount).toBe(1);

    const response = await send('POST', `/api/admin/features/delete/${doomed.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Feature deleted');

    const detail = await get(`/api/user/property/${property.id}`, user);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().property.features.map((feature: { id: string }) => feature.id)).toEqual([
      kept.id,
    ]);
    const ownView = await get(`/api/owner/property/${property.id}`, lister);
    expect(ownView.json().property.features).toHaveLength(1);
    const after = await listFeatures();
    expect(after.map((entry) => entry.id)).not.toContain(doomed.id);
    expect(after.find((entry) => entry.id === kept.id)?.propertyCount).toBe(1);
  });

  it('counts only listings that still exist', async () => {
    const lister = await createOwner(t.app, t.mailer);
    await buyPlan(t.app, lister, 'Basic');
    const feature = await createFeature(t.app, admin, uniqueName('Solar water'));
    const kept = await createListing(t.app, lister, { features: [feature.id] });
    const removed = await createListing(t.app, lister, { features: [feature.id] });
    const countOf = async () =>
      (await listFeatures()).find((entry) => entry.id === feature.id)?.propertyCount;
    expect(await countOf()).toBe(2);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/owner/delete/${removed.id}`,
      headers: lister.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await countOf()).toBe(1);
    expect(kept.id).not.toBe(removed.id);
  });

  it('answers 404 for an unknown or already deleted feature', async () => {
    expect(
      (await send('POST', `/api/admin/features/delete/${randomUUID()}`, admin)).statusCode,
    ).toBe(404);
    const feature = await createFeature(t.app, admin, uniqueName('Laundry'));
    expect((await send('POST', `/api/admin/features/delete/${feature.id}`, admin)).statusCode).toBe(
      200,
    );
    expect((await send('POST', `/api/admin/features/delete/${feature.id}`, admin)).statusCode).toBe(
      404,
    );
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const response = await send('POST', '/api/admin/features/delete/not-an-id', admin);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['id']);
  });
});

describe('services', () => {
  it('adds a service with its monthly price in paise', async () => {
    const name = uniqueName('Cleaning');
    const response = await send('POST', '/api/admin/add-service', admin, {
      name,
      description: 'Weekly deep cleaning of the whole home',
      monthlyPrice: 249_900,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().service).toMatchObject({
      name,
      monthlyPrice: 249_900,
      status: 'active',
    });
  });

  it('edits a service with { data }', async () => {
    const service = await createService(t.app, admin, uniqueName('Internet'));
    const response = await send('PATCH', `/api/admin/services/${service.id}`, admin, {
      data: { monthlyPrice: 99_900, description: '100 Mbps fibre with a router' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().service).toMatchObject({
      id: service.id,
      name: service.name,
      monthlyPrice: 99_900,
      description: '100 Mbps fibre with a router',
    });
  });

  it('switches a service off and on: users see only active ones, admins see all', async () => {
    const service = await createService(t.app, admin, uniqueName('Furniture'));
    expect((await listServices('user')).map((entry) => entry.id)).toContain(service.id);

    const off = await send('PATCH', `/api/admin/services/status/${service.id}`, admin, {
      status: 'inactive',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'Service deactivated',
      service: { id: service.id, status: 'inactive' },
    });
    expect((await listServices('user')).map((entry) => entry.id)).not.toContain(service.id);
    const all = await listServices('admin');
    expect(all.find((entry) => entry.id === service.id)?.status).toBe('inactive');
    expect((await listServices('user')).every((entry) => entry.status === 'active')).toBe(true);

    const on = await send('PATCH', `/api/admin/services/status/${service.id}`, admin, {
      status: 'active',
    });
    expect(on.json().message).toBe('Service activated');
    expect((await listServices('user')).map((entry) => entry.id)).toContain(service.id);
  });

  it('refuses a price that is not a whole positive number of paise', async () => {
    for (const monthlyPrice of [1500.5, 0, -100, '1500']) {
      const response = await send('POST', '/api/admin/add-service', admin, {
        name: uniqueName('Bad price'),
        description: 'A service with a bad price',
        monthlyPrice,
      });
      expect(response.statusCode, `monthlyPrice ${monthlyPrice}`).toBe(400);
      expect(fieldsOf(response)).toEqual(['monthlyPrice']);
    }
    const service = await createService(t.app, admin, uniqueName('Security guard'));
    for (const monthlyPrice of [99.9, 0]) {
      const response = await send('PATCH', `/api/admin/services/${service.id}`, admin, {
        data: { monthlyPrice },
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['data.monthlyPrice']);
    }
  });

  it('refuses a bad status and a duplicate name', async () => {
    const service = await createService(t.app, admin, uniqueName('Cook'));
    const badStatus = await send('PATCH', `/api/admin/services/status/${service.id}`, admin, {
      status: 'paused',
    });
    expect(badStatus.statusCode).toBe(400);
    expect(fieldsOf(badStatus)).toEqual(['status']);
    const duplicate = await send('POST', '/api/admin/add-service', admin, {
      name: service.name.toUpperCase(),
      description: 'The same service again',
      monthlyPrice: 10_000,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(fieldsOf(duplicate)).toEqual(['name']);
  });

  it('answers 404 for an unknown service', async () => {
    const edit = await send('PATCH', `/api/admin/services/${randomUUID()}`, admin, {
      data: { monthlyPrice: 10_000 },
    });
    expect(edit.statusCode).toBe(404);
    const status = await send('PATCH', `/api/admin/services/status/${randomUUID()}`, admin, {
      status: 'inactive',
    });
    expect(status.statusCode).toBe(404);
  });

  it('refuses an owner or admin on /api/user/services with 403 "Not authorized as user"', async () => {
    for (const person of [owner, admin]) {
      const response = await get('/api/user/services', person);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.NOT_AUTHORIZED_AS_USER);
    }
    expect((await get('/api/user/services')).statusCode).toBe(401);
  });

  it.each(['user', 'owner'] as const)(
    'refuses a %s calling the admin service calls with 403 "Not authorized as admin"',
    async (role) => {
      const person = personOf(role);
      const service = await createService(t.app, admin, uniqueName('Plumbing'));
      const calls = [
        get('/api/admin/services', person),
        send('POST', '/api/admin/add-service', person, {
          name: uniqueName('Sneaky'),
          description: 'Should never be added',
          monthlyPrice: 10_000,
        }),
        send('PATCH', `/api/admin/services/${service.id}`, person, { data: { monthlyPrice: 100 } }),
        send('PATCH', `/api/admin/services/status/${service.id}`, person, { status: 'inactive' }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(MESSAGES.NOT_AUTHORIZED_AS_ADMIN);
      }
      const stored = (await listServices('admin')).find((entry) => entry.id === service.id);
      expect(stored).toMatchObject({ monthlyPrice: service.monthlyPrice, status: 'active' });
    },
  );
});

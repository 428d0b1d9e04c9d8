import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type PlanName, type PropertyDetail, type PropertySummary } from '@nestly/shared';
import { auditLogs, properties, subscriptions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { buildMultipart, type MultipartFile } from '../../test/helpers/multipart';
import {
  createOwner,
  createUser,
  loginAdmin,
  type SignedInPerson,
} from '../../test/factories/accounts';
import {
  approveListing,
  buyPlan,
  createFeature,
  createListing,
  makePhoto,
  photoFile,
  submitListing,
  type ListingFields,
} from '../../test/factories/listings';
import { daysFromNow } from '../../test/factories/bookings';
import { fieldsOf } from '../../test/helpers/responses';

let t: TestApp;
let admin: SignedInPerson;
let user: SignedInPerson;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
  user = await createUser(t.app, t.mailer);
});
afterAll(async () => {
  await t.close();
});

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;
interface HistoryEntry {
  action: string;
  reason: string | null;
  actorName: string | null;
}

const DAY_MS = 86_400_000;

/** A word or city no other test uses, so searches and filters can assert exact sets. */
const uniqueWord = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`;
// Letters only: a hex fragment like "5e3f2a10" reads as a number ("5e3") to PostgreSQL's text
// search parser, and the city would then not match its own search (a flaky test, once).
const uniqueCity = () =>
  `Testcity-${randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`;

/** An approved owner with a plan (Premium by default: room for every listing a test needs). */
const ownerWithPlan = async (plan: PlanName = 'Premium') => {
  const owner = await createOwner(t.app, t.mailer);
  await buyPlan(t.app, owner, plan);
  return owner;
};

/**
 * A pending listing. The clock moves one second first, so listings are created in a strict order
 * (the `newest` sort and the user lists are then deterministic).
 */
const addListing = async (
  owner: SignedInPerson,
  fields: ListingFields = {},
  files?: MultipartFile[],
) => {
  t.clock.advance(1000);
  return (await createListing(t.app, owner, fields, files)) as unknown as PropertyDetail;
};
const addApprovedListing = async (owner: SignedInPerson, fields: ListingFields = {}) => {
  const property = await addListing(owner, fields);
  await approveListing(t.app, admin, property.id);
  return property;
};

const get = (url: string, person: SignedInPerson) =>
  t.app.inject({ method: 'GET', url, headers: person.auth });
const call = (
  method: 'PATCH' | 'DELETE' | 'POST',
  url: string,
  person: SignedInPerson,
  payload?: object,
) => t.app.inject({ method, url, headers: person.auth, payload });
const patchForm = (
  id: string,
  owner: SignedInPerson,
  fields: Record<string, string | string[]>,
  files: MultipartFile[] = [],
) => {
  const form = buildMultipart(fields, files);
  return t.app.inject({
    method: 'PATCH',
    url: `/api/owner/property/update/${id}`,
    payload: form.payload,
    headers: { ...form.headers, ...owner.auth },
  });
};

const idsOf = (response: Response) =>
  (response.json().data as PropertySummary[]).map((property) => property.id);
const sorted = (ids: string[]) => [...ids].sort();

/** Ids the user search answers for a query string (the whole page, in order). */
const search = async (query: string) => {
  const response = await get(`/api/user/property/filtered?limit=50&${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return idsOf(response);
};
const isVisibleToUsers = async (property: { id: string; city: string }) => {
  const detail = await get(`/api/user/property/${property.id}`, user);
  const inSearch = (await search(`city=${encodeURIComponent(property.city)}`)).includes(
    property.id,
  );
  const inAll = idsOf(await get('/api/user/all-Properties?limit=50', user)).includes(property.id);
  expect(inSearch).toBe(detail.statusCode === 200);
  expect(inAll).toBe(inSearch);
  return inSearch;
};

const reserve = (propertyId: string, from: string, to: string, kind: 'booking' | 'owner_block') =>
  t.db.execute(
    sql`insert into property_reservations (property_id, during, kind) values (${propertyId}, daterange(${from}::date, ${to}::date), ${kind})`,
  );

const adminDetail = async (id: string) => {
  const response = await get(`/api/admin/property/${id}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    property: PropertyDetail;
    owner: { email: string };
    history: HistoryEntry[];
  };
};
const approve = (id: string) => call('PATCH', `/api/admin/properties/approve/${id}`, admin);
const reject = (id: string, reason?: string) =>
  call(
    'PATCH',
    `/api/admin/properties/reject/${id}`,
    admin,
    reason === undefined ? {} : { reason },
  );
const setBlocked = (id: string, status: 'blocked' | 'active') =>
  call('PATCH', `/api/admin/properties/status/${id}`, admin, { status });
const setOwnerStatus = (ownerId: string, status: 'blocked' | 'active') =>
  call('PATCH', `/api/admin/owners/status/${ownerId}`, admin, { status });

describe('creating a listing', () => {
  it('refuses an owner who is not approved yet', async () => {
    const pending = await createOwner(t.app, t.mailer, { approved: false });
    const response = await submitListing(t.app, pending);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('OWNER_NOT_APPROVED');
  });

  it('refuses an approved owner without a plan', async () => {
    const owner = await createOwner(t.app, t.mailer);
    const response = await submitListing(t.app, owner);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PLAN_REQUIRED');
    expect(idsOf(await get('/api/owner/get-Owner-Properties', owner))).toEqual([]);
  });

  it('enforces the plan allowance, and a deleted listing frees a slot', async () => {
    const owner = await ownerWithPlan('Basic');
    const listings = [];
    for (let index = 0; index < 3; index += 1) listings.push(await addListing(owner));
    const fourth = await submitListing(t.app, owner);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().code).toBe('PLAN_LIMIT_REACHED');
    expect(fourth.json().message).toMatch(/Basic plan allows 3 properties and you have 3/);

    expect((await call('DELETE', `/api/owner/delete/${listings[0]!.id}`, owner)).statusCode).toBe(
      200,
    );
    const retry = await submitListing(t.app, owner);
    expect(retry.statusCode).toBe(201);
    expect((await submitListing(t.app, owner)).statusCode).toBe(403);
  });

  it('refuses new listings once the plan has ended; existing ones stay visible', async () => {
    const owner = await ownerWithPlan('Basic');
    const property = await addApprovedListing(owner, { city: uniqueCity() });
    const now = t.clock.now().getTime();
    await t.db
      .update(subscriptions)
      .set({ startsAt: new Date(now - 31 * DAY_MS), endsAt: new Date(now - DAY_MS) })
      .where(eq(subscriptions.ownerId, owner.id));
    const response = await submitListing(t.app, owner);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PLAN_REQUIRED');
    expect(await isVisibleToUsers(property)).toBe(true);
  });

  it('refuses a user or an admin with 403 "Not authorized as owner"', async () => {
    for (const person of [user, admin]) {
      const response = await submitListing(t.app, person);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: MESSAGES.NOT_AUTHORIZED_AS_OWNER,
        code: 'NOT_AUTHORIZED_AS_OWNER',
      });
    }
  });

  it('creates a pending listing with every field as sent', async () => {
    const owner = await ownerWithPlan();
    const feature = await createFeature(t.app, admin, uniqueWord('Balcony '));
    const response = await submitListing(t.app, owner, {
      features: [feature.id],
      rent: '3200000',
      furnishing: 'full',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Property submitted for review');
    expect(response.json().property).toMatchObject({
      status: 'pending',
      isBlocked: false,
      rent: 3_200_000,
      deposit: 5_000_000,
      furnishing: 'full',
      bedrooms: 2,
      pincode: '682031',
      country: 'India',
      features: [{ id: feature.id, name: feature.name }],
      rejectionReason: null,
      owner: { id: owner.id },
    });
  });
});

describe('photos', () => {
  let owner: SignedInPerson;
  beforeAll(async () => {
    owner = await ownerWithPlan();
  });

  it('checks a photo by its content: a text file named photo.jpg is refused', async () => {
    const fake = {
      field: 'images',
      fileName: 'photo.jpg',
      contentType: 'image/jpeg',
      body: Buffer.from('just some text, not a picture\n'.repeat(20)),
    };
    const response = await submitListing(t.app, owner, {}, [fake]);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_FILE');
    expect(response.json().message).toContain('photo.jpg');
    expect(fieldsOf(response)).toEqual(['images']);
  });

  it('accepts a real photo whatever its name and claimed type', async () => {
    const png = {
      field: 'images',
      fileName: 'holiday.jpg',
      contentType: 'image/jpeg',
      body: await makePhoto('#b45309'),
    };
    expect((await submitListing(t.app, owner, {}, [png])).statusCode).toBe(201);
  });

  it('refuses a photo over 8 MB with 413', async () => {
    const header = await makePhoto('#1d4ed8', 16, 16);
    const big = Buffer.concat([header, Buffer.alloc(8 * 1024 * 1024 + 1024, 0)]);
    const response = await submitListing(t.app, owner, {}, [
      { field: 'images', fileName: 'huge.png', contentType: 'image/png', body: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(response.json().message).toContain('huge.png');
  });

  it('needs at least one photo and at most ten', async () => {
    const none = await submitListing(t.app, owner, {}, []);
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none)).toEqual(['images']);

    const photo = await photoFile();
    const eleven = await submitListing(
      t.app,
      owner,
      {},
      Array.from({ length: 11 }, (_, index) => ({ ...photo, fileName: `p${index}.png` })),
    );
    expect(eleven.statusCode).toBe(400);
    expect(fieldsOf(eleven)).toEqual(['images']);
  });

  it('stores photos as WebP, served from url and thumbUrl with an immutable cache header', async () => {
    const property = await addListing(owner, {}, [
      await photoFile('a.png', '#dc2626'),
      await photoFile('b.png', '#16a34a'),
    ]);
    expect(property.images).toHaveLength(2);
    expect(property.coverImage?.id).toBe(property.images[0]!.id);
    for (const image of property.images) {
      expect(image).toMatchObject({ width: 800, height: 600 });
      const large = await t.app.inject({ method: 'GET', url: image.url });
      expect(large.statusCode).toBe(200);
      expect(large.headers['cache-control']).toContain('immutable');
      expect(await sharp(large.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 800,
        height: 600,
      });

      const thumb = await t.app.inject({ method: 'GET', url: image.thumbUrl });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['cache-control']).toContain('immutable');
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 480,
        height: 360,
      });
    }
  });
});

describe('field validation', () => {
  let owner: SignedInPerson;
  beforeAll(async () => {
    owner = await ownerWithPlan();
  });

  it.each([
    ['a bad pincode', { pincode: '012345' }, 'pincode'],
    ['a pincode of letters', { pincode: 'ABC123' }, 'pincode'],
    ['minMonths above maxMonths', { minMonths: '6', maxMonths: '3' }, 'maxMonths'],
    ['months out of range', { maxMonths: '25' }, 'maxMonths'],
    ['a rent that is not a number', { rent: 'lots' }, 'rent'],
    ['a rent below ₹500', { rent: '100' }, 'rent'],
    ['an unknown type', { type: 'castle' }, 'type'],
    ['a short title', { title: 'Hut' }, 'title'],
    ['an unknown feature id', { features: [randomUUID()] }, 'features'],
    ['a feature id that is not a uuid', { features: ['wifi'] }, 'features.0'],
  ] as [string, ListingFields, string][])(
    'refuses %s with 400 naming the field',
    async (_label, fields, field) => {
      const response = await submitListing(t.app, owner, fields);
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldsOf(response)).toContain(field);
    },
  );

  it('refuses an unknown field, naming it', async () => {
    const response = await submitListing(t.app, owner, { colour: 'blue' } as ListingFields);
    expect(response.statusCode).toBe(400);
    // An unknown key has no path of its own: it is reported on the body, with its name.
    expect(fieldsOf(response)).toEqual(['body']);
    expect(response.json().message).toContain('colour');
  });

  it('checks an edit against the stored months too', async () => {
    const property = await addListing(owner, { minMonths: '2', maxMonths: '6' });
    const response = await call('PATCH', `/api/owner/property/update/${property.id}`, owner, {
      minMonths: 9,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['maxMonths']);
    const unknown = await call('PATCH', `/api/owner/property/update/${property.id}`, owner, {
      status: 'approved',
    });
    expect(unknown.statusCode).toBe(400);
    expect((await get(`/api/owner/property/${property.id}`, owner)).json().property.status).toBe(
      'pending',
    );
  });
});

describe("an owner's own listings", () => {
  it('lists own listings only, newest first, with search and pagination', async () => {
    const owner = await ownerWithPlan();
    const other = await ownerWithPlan();
    const word = uniqueWord('Jasmine');
    const first = await addListing(owner, { title: `${word} Court flat` });
    const second = await addListing(owner, { title: 'Plain studio near the park', type: 'studio' });
    const third = await addListing(owner, { title: `The ${word} Heights` });
    await addListing(other, { title: `${word} Court, another owner` });

    const all = await get('/api/owner/get-Owner-Properties', owner);
    expect(all.statusCode).toBe(200);
    expect(idsOf(all)).toEqual([third.id, second.id, first.id]);
    expect(
      (all.json().data as PropertySummary[]).every((property) => property.status === 'pending'),
    ).toBe(true);
    expect(all.json().pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });

    const searched = await get(
      `/api/owner/get-Owner-Properties?search=${word.slice(0, 9).toUpperCase()}`,
      owner,
    );
    expect(idsOf(searched)).toEqual([third.id, first.id]);

    const secondPage = await get('/api/owner/get-Owner-Properties?page=2&limit=2', owner);
    expect(secondPage.json()).toEqual({
      data: [expect.objectContaining({ id: first.id })],
      pagination: { page: 2, limit: 2, total: 3, totalPages: 2 },
    });
    // A page past the end is empty but still tells the real total.
    const pastTheEnd = await get('/api/owner/get-Owner-Properties?page=3&limit=2', owner);
    expect(pastTheEnd.json()).toEqual({
      data: [],
      pagination: { page: 3, limit: 2, total: 3, totalPages: 2 },
    });
  });

  it("answers 404 for another owner's listing: read, edit and delete", async () => {
    const owner = await ownerWithPlan();
    const intruder = await ownerWithPlan();
    const property = await addListing(owner);
    expect((await get(`/api/owner/property/${property.id}`, owner)).statusCode).toBe(200);
    expect((await get(`/api/owner/property/${property.id}`, intruder)).statusCode).toBe(404);
    const edit = await call('PATCH', `/api/owner/property/update/${property.id}`, intruder, {
      title: 'Taken over by someone',
    });
    expect(edit.statusCode).toBe(404);
    expect((await call('DELETE', `/api/owner/delete/${property.id}`, intruder)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/owner/property/${property.id}`, owner)).json().property.title).toBe(
      property.title,
    );
  });

  it('answers 400 for an id that is not a uuid and 404 for an unknown one', async () => {
    const owner = await ownerWithPlan();
    const bad = await get('/api/owner/property/not-an-id', owner);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['id']);
    expect((await get(`/api/owner/property/${randomUUID()}`, owner)).statusCode).toBe(404);
  });
});

describe('editing', () => {
  it('edits fields with JSON; an approved listing stays approved', async () => {
    const owner = await ownerWithPlan();
    const property = await addApprovedListing(owner);
    const response = await call('PATCH', `/api/owner/property/update/${property.id}`, owner, {
      title: 'Renovated 2BHK by the lake',
      rent: 2_700_000,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Changes saved');
    expect(response.json().property).toMatchObject({
      title: 'Renovated 2BHK by the lake',
      rent: 2_700_000,
      status: 'approved',
    });
    expect((await get(`/api/user/property/${property.id}`, user)).json().property.title).toBe(
      'Renovated 2BHK by the lake',
    );
  });

  it('sends an edited rejected listing back for review, clearing the reason', async () => {
    const owner = await ownerWithPlan();
    const property = await addListing(owner);
    expect((await reject(property.id, 'Photos are too dark')).statusCode).toBe(200);

    const response = await call('PATCH', `/api/owner/property/update/${property.id}`, owner, {
      title: 'Bright 2BHK, new photos',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Changes saved and sent for review');
    expect(response.json().property).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      title: 'Bright 2BHK, new photos',
    });

    const { history } = await adminDetail(property.id);
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'rejected',
          reason: 'Photos are too dark',
          actorName: 'Nestly Admin',
        }),
        expect.objectContaining({ action: 'resubmitted', actorName: 'Test Owner' }),
      ]),
    );
    const [row] = await t.db.select().from(properties).where(eq(properties.id, property.id));
    expect(row).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('reorders, removes and adds photos as imageOrder asks', async () => {
    const owner = await ownerWithPlan();
    const property = await addListing(owner, {}, [
      await photoFile('first.png', '#ef4444'),
      await photoFile('second.png', '#22c55e'),
      await photoFile('third.png', '#3b82f6'),
    ]);
    const [first, second, third] = property.images;
    const response = await patchForm(
      property.id,
      owner,
      { imageOrder: [third!.id, 'new-0', first!.id] },
      [await photoFile('fourth.png', '#eab308')],
    );
    expect(response.statusCode, response.body).toBe(200);
    const images = (response.json().property as PropertyDetail).images;
    expect(images).toHaveLength(3);
    expect(images[0]!.id).toBe(third!.id);
    expect([first!.id, second!.id, third!.id]).not.toContain(images[1]!.id);
    expect(images[2]!.id).toBe(first!.id);
    expect(response.json().property.coverImage.id).toBe(third!.id);

    const stored = (await get(`/api/owner/property/${property.id}`, owner)).json()
      .property as PropertyDetail;
    expect(stored.images.map((image) => image.id)).toEqual(images.map((image) => image.id));
    expect((await t.app.inject({ method: 'GET', url: images[1]!.url })).statusCode).toBe(200);
    // The removed photo's files are gone.
    expect((await t.app.inject({ method: 'GET', url: second!.url })).statusCode).toBe(404);
  });

  it('refuses an imageOrder naming a photo of another listing', async () => {
    const owner = await ownerWithPlan();
    const mine = await addListing(owner);
    const theirs = await addListing(await ownerWithPlan());
    const response = await patchForm(mine.id, owner, {
      imageOrder: [mine.images[0]!.id, theirs.images[0]!.id],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['imageOrder']);
    const kept = (await get(`/api/owner/property/${mine.id}`, owner)).json()
      .property as PropertyDetail;
    expect(kept.images.map((image) => image.id)).toEqual([mine.images[0]!.id]);
  });

  it('refuses an imageOrder that drops every photo or leaves an upload without a place', async () => {
    const owner = await ownerWithPlan();
    const property = await addListing(owner);
    const unplaced = await patchForm(property.id, owner, { imageOrder: property.images[0]!.id }, [
      await photoFile(),
    ]);
    expect(unplaced.statusCode).toBe(400);
    expect(fieldsOf(unplaced)).toEqual(['imageOrder']);
    const unknownNew = await patchForm(
      property.id,
      owner,
      { imageOrder: [property.images[0]!.id, 'new-1'] },
      [await photoFile()],
    );
    expect(unknownNew.statusCode).toBe(400);
    expect(fieldsOf(unknownNew)).toEqual(['imageOrder']);
  });
});

describe('deleting', () => {
  it('soft-deletes: gone from the own list and from users', async () => {
    const owner = await ownerWithPlan();
    const property = await addApprovedListing(owner, { city: uniqueCity() });
    expect(await isVisibleToUsers(property)).toBe(true);

    const response = await call('DELETE', `/api/owner/delete/${property.id}`, owner);
    expect(response.statusCode).toBe(200);
    expect(idsOf(await get('/api/owner/get-Owner-Properties', owner))).toEqual([]);
    expect((await get(`/api/owner/property/${property.id}`, owner)).statusCode).toBe(404);
    expect(await isVisibleToUsers(property)).toBe(false);
    expect((await call('DELETE', `/api/owner/delete/${property.id}`, owner)).statusCode).toBe(404);
    // Soft: the row stays.
    const [row] = await t.db.select().from(properties).where(eq(properties.id, property.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('refuses while a booking is upcoming (409), and allows it once that booking has ended', async () => {
    const owner = await ownerWithPlan();
    const upcoming = await addApprovedListing(owner);
    await reserve(upcoming.id, daysFromNow(t.clock, 5), daysFromNow(t.clock, 40), 'booking');
    const refused = await call('DELETE', `/api/owner/delete/${upcoming.id}`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');
    expect((await get(`/api/owner/property/${upcoming.id}`, owner)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/properties/${upcoming.id}`, admin)).statusCode).toBe(
      409,
    );

    const past = await addApprovedListing(owner);
    await reserve(past.id, daysFromNow(t.clock, -60), daysFromNow(t.clock, -10), 'booking');
    const blockedByOwner = await addApprovedListing(owner);
    await reserve(
      blockedByOwner.id,
      daysFromNow(t.clock, 5),
      daysFromNow(t.clock, 40),
      'owner_block',
    );
    expect((await call('DELETE', `/api/owner/delete/${past.id}`, owner)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/owner/delete/${blockedByOwner.id}`, owner)).statusCode).toBe(
      200,
    );
  });
});

describe('visibility to users', () => {
  it('shows approved listings only: never pending, rejected or blocked ones', async () => {
    const owner = await ownerWithPlan();
    const city = uniqueCity();
    const approved = await addApprovedListing(owner, { city });
    const pending = await addListing(owner, { city });
    const rejected = await addListing(owner, { city });
    await reject(rejected.id, 'Address is incomplete');
    const blocked = await addApprovedListing(owner, { city });
    await setBlocked(blocked.id, 'blocked');

    expect(await search(`city=${city}`)).toEqual([approved.id]);
    const all = idsOf(await get('/api/user/all-Properties?limit=50', user));
    expect(all).toContain(approved.id);
    for (const hidden of [pending, rejected, blocked]) {
      expect(all).not.toContain(hidden.id);
      const detail = await get(`/api/user/property/${hidden.id}`, user);
      expect(detail.statusCode).toBe(404);
      expect(detail.json().code).toBe('NOT_FOUND');
    }
    expect((await get(`/api/user/property/${approved.id}`, user)).statusCode).toBe(200);
  });

  it("hides a blocked owner's listings and shows them again on unblock", async () => {
    const owner = await ownerWithPlan();
    const city = uniqueCity();
    const first = await addApprovedListing(owner, { city });
    const second = await addApprovedListing(owner, { city });
    expect(sorted(await search(`city=${city}`))).toEqual(sorted([first.id, second.id]));

    expect((await setOwnerStatus(owner.id, 'blocked')).statusCode).toBe(200);
    expect(await search(`city=${city}`)).toEqual([]);
    expect(await isVisibleToUsers(first)).toBe(false);
    expect(await isVisibleToUsers(second)).toBe(false);

    expect((await setOwnerStatus(owner.id, 'active')).statusCode).toBe(200);
    expect(sorted(await search(`city=${city}`))).toEqual(sorted([first.id, second.id]));
    expect(await isVisibleToUsers(first)).toBe(true);
  });

  it('answers the list shape and newest first on all-Properties', async () => {
    const owner = await ownerWithPlan();
    const older = await addApprovedListing(owner);
    const newer = await addApprovedListing(owner);
    const response = await get('/api/user/all-Properties?limit=2', user);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual([newer.id, older.id]);
    expect(response.json().pagination).toMatchObject({ page: 1, limit: 2 });
    expect(response.json().pagination.total).toBeGreaterThanOrEqual(2);
    expect((await get('/api/owner/features', owner)).statusCode).toBe(200);
    expect((await get('/api/user/all-Properties', owner)).statusCode).toBe(403);
  });
});

describe('the user search', () => {
  it('searches by a prefix of a word of the title or address, case-insensitive', async () => {
    const owner = await ownerWithPlan();
    const city = uniqueCity();
    const flower = uniqueWord('Marigold');
    const titled = await addApprovedListing(owner, {
      city,
      title: `${flower} Residency`,
      address: '4 Temple Street, Fort',
    });
    const addressed = await addApprovedListing(owner, {
      city,
      title: 'Quiet family home',
      address: `7 ${flower} Lane, Ernakulam`,
    });
    const other = await addApprovedListing(owner, {
      city,
      title: 'Lotus View Villa',
      address: '9 Beach Road',
    });

    expect(
      sorted(await search(`city=${city}&search=${flower.slice(0, 10).toLowerCase()}`)),
    ).toEqual(sorted([titled.id, addressed.id]));
    expect(await search(`city=${city}&search=LOTU`)).toEqual([other.id]);
    expect(
      await search(`city=${city}&search=${encodeURIComponent(`${flower.toUpperCase()} resid`)}`),
    ).toEqual([titled.id]);
    expect(await search(`city=${city}&search=beach%20ro`)).toEqual([other.id]);
    expect(await search(`city=${city}&search=otus`)).toEqual([]);
    // Punctuation never breaks the query.
    expect(await search(`city=${city}&search=${encodeURIComponent("lotus' & | !(")}`)).toEqual([
      other.id,
    ]);
  });

  it('filters by city, case-insensitive', async () => {
    const owner = await ownerWithPlan();
    const here = uniqueCity();
    const there = uniqueCity();
    const a = await addApprovedListing(owner, { city: here });
    const b = await addApprovedListing(owner, { city: here });
    const c = await addApprovedListing(owner, { city: there });
    expect(sorted(await search(`city=${here.toUpperCase()}`))).toEqual(sorted([a.id, b.id]));
    expect(await search(`city=${there.toLowerCase()}`)).toEqual([c.id]);
    expect(await search(`city=${here.slice(0, -2)}`)).toEqual([]);
  });

  it('filters by type, rent, rooms and furnishing', async () => {
    const owner = await ownerWithPlan();
    const city = uniqueCity();
    const studio = await addApprovedListing(owner, {
      city,
      type: 'studio',
      rent: '1500000',
      bedrooms: '1',
      bathrooms: '1',
      furnishing: 'full',
    });
    const flat = await addApprovedListing(owner, {
      city,
      type: 'apartment',
      rent: '2500000',
      bedrooms: '2',
      bathrooms: '1',
      furnishing: 'semi',
    });
    const villa = await addApprovedListing(owner, {
      city,
      type: 'villa',
      rent: '3500000',
      bedrooms: '4',
      bathrooms: '3',
      furnishing: 'unfurnished',
    });
    const within = (query: string) => search(`city=${city}&${query}`).then(sorted);

    expect(await within('type=villa')).toEqual([villa.id]);
    expect(await within('type=house')).toEqual([]);
    expect(await within('minRent=2500000')).toEqual(sorted([flat.id, villa.id]));
    expect(await within('maxRent=2500000')).toEqual(sorted([studio.id, flat.id]));
    expect(await within('minRent=2000000&maxRent=3000000')).toEqual([flat.id]);
    expect(await within('bedrooms=2')).toEqual(sorted([flat.id, villa.id]));
    expect(await within('bedrooms=5')).toEqual([]);
    expect(await within('bathrooms=2')).toEqual([villa.id]);
    expect(await within('bathrooms=1')).toEqual(sorted([studio.id, flat.id, villa.id]));
    expect(await within('furnishing=full')).toEqual([studio.id]);
    expect(await within('furnishing=semi&bedrooms=2&maxRent=3000000')).toEqual([flat.id]);
  });

  it('requires every chosen feature (repeated keys)', async () => {
    const owner = await ownerWithPlan();
    const city = uniqueCity();
    const wifi = await createFeature(t.app, admin, uniqueWord('Wi-Fi '));
    const parking = await createFeature(t.app, admin, uniqueWord('Parking '));
    const both = await addApprovedListing(owner, { city, features: [wifi.id, parking.id] });
    const wifiOnly = await addApprovedListing(owner, { city, features: [wifi.id] });
    await addApprovedListing(owner, { city });

    expect(sorted(await search(`city=${city}&features=${wifi.id}`))).toEqual(
      sorted([both.id, wifiOnly.id]),
    );
    expect(await search(`city=${city}&features=${wifi.id}&features=${parking.id}`)).toEqual([
      both.id,
    ]);
    expect(await search(`city=${city}&features=${parking.id}`)).toEqual([both.id]);
    expect(await search(`city=${city}&features=${randomUUID()}`)).toEqual([]);
    const badId = await get(`/api/user/property/filtered?features=wifi`, user);
    expect(badId.statusCode).toBe(400);
  });

  it('keeps only listings free for the stay and allowing its length', async () => {
    const owner = await ownerWithPlan();
    const city = uniqueCity();
    const busySoon = await addApprovedListing(owner, { city, minMonths: '1', maxMonths: '12' });
    const busyLater = await addApprovedListing(owner, { city, minMonths: '1', maxMonths: '12' });
    const free = await addApprovedListing(owner, { city, minMonths: '1', maxMonths: '12' });
    const longStays = await addApprovedListing(owner, { city, minMonths: '6', maxMonths: '24' });
    const shortStays = await addApprovedListing(owner, { city, minMonths: '1', maxMonths: '3' });
    await reserve(busySoon.id, daysFromNow(t.clock, 30), daysFromNow(t.clock, 60), 'owner_block');
    await reserve(
      busyLater.id,
      daysFromNow(t.clock, 200),
      daysFromNow(t.clock, 230),
      'owner_block',
    );
    const within = (query: string) => search(`city=${city}&${query}`).then(sorted);

    // A two-month stay from day 10 overlaps days 30–60, not days 200–230.
    expect(await within(`moveInDate=${daysFromNow(t.clock, 10)}&rentalPeriod=2`)).toEqual(
      sorted([busyLater.id, free.id, shortStays.id]),
    );
    // A stay starting on the day a reservation ends does not overlap it ([start, end) ranges).
    expect(await within(`moveInDate=${daysFromNow(t.clock, 60)}&rentalPeriod=3`)).toEqual(
      sorted([busySoon.id, busyLater.id, free.id, shortStays.id]),
    );
    // Without rentalPeriod, the property's own minimum is the stay.
    expect(await within(`moveInDate=${daysFromNow(t.clock, 10)}`)).toEqual(
      sorted([busyLater.id, free.id, longStays.id, shortStays.id]),
    );

    expect(await within('rentalPeriod=4')).toEqual(sorted([busySoon.id, busyLater.id, free.id]));
    expect(await within('rentalPeriod=2')).toEqual(
      sorted([busySoon.id, busyLater.id, free.id, shortStays.id]),
    );
    expect(await within('rentalPeriod=18')).toEqual([longStays.id]);

    // An inactive reservation (a cancelled booking) frees the dates.
    await t.db.execute(
      sql`update property_reservations set is_active = false where property_id = ${busySoon.id}`,
    );
    expect(await within(`moveInDate=${daysFromNow(t.clock, 10)}&rentalPeriod=2`)).toContain(
      busySoon.id,
    );
  });

  it('sorts by newest, rent and rating', async () => {
    const owner = await ownerWithPlan();
    const city = uniqueCity();
    const mid = await addApprovedListing(owner, { city, rent: '2500000' });
    const cheap = await addApprovedListing(owner, { city, rent: '1500000' });
    const dear = await addApprovedListing(owner, { city, rent: '3500000' });
    const unrated = await addApprovedListing(owner, { city, rent: '2000000' });
    const rate = (id: string, ratingAverage: number, ratingCount: number) =>
      t.db
        .update(properties)
        .set({ ratingAverage, ratingCount, ratingSum: Math.round(ratingAverage * ratingCount) })
        .where(eq(properties.id, id));
    await rate(mid.id, 4.5, 2);
    await rate(cheap.id, 3, 10);
    await rate(dear.id, 4.5, 8);

    expect(await search(`city=${city}`)).toEqual([unrated.id, dear.id, cheap.id, mid.id]);
    expect(await search(`city=${city}&sort=newest`)).toEqual([
      unrated.id,
      dear.id,
      cheap.id,
      mid.id,
    ]);
    expect(await search(`city=${city}&sort=rent_asc`)).toEqual([
      cheap.id,
      unrated.id,
      mid.id,
      dear.id,
    ]);
    expect(await search(`city=${city}&sort=rent_desc`)).toEqual([
      dear.id,
      mid.id,
      unrated.id,
      cheap.id,
    ]);
    expect(await search(`city=${city}&sort=rating`)).toEqual([
      dear.id,
      mid.id,
      cheap.id,
      unrated.id,
    ]);

    const byRating = (
      await get(`/api/user/property/filtered?city=${city}&sort=rating&limit=1`, user)
    ).json();
    expect(byRating.data[0]).toMatchObject({ id: dear.id, ratingAverage: 4.5, ratingCount: 8 });
    expect(byRating.pagination).toEqual({ page: 1, limit: 1, total: 4, totalPages: 4 });
  });

  it('pages through results', async () => {
    const owner = await ownerWithPlan();
    const city = uniqueCity();
    const created = [];
    for (let index = 0; index < 3; index += 1)
      created.push(await addApprovedListing(owner, { city }));
    const page2 = await get(`/api/user/property/filtered?city=${city}&limit=2&page=2`, user);
    expect(page2.json()).toEqual({
      data: [expect.objectContaining({ id: created[0]!.id })],
      pagination: { page: 2, limit: 2, total: 3, totalPages: 2 },
    });
    const page3 = await get(`/api/user/property/filtered?city=${city}&limit=2&page=3`, user);
    expect(page3.json()).toEqual({
      data: [],
      pagination: { page: 3, limit: 2, total: 3, totalPages: 2 },
    });
    const adminPage = await get(`/api/admin/all-Properties?search=${city}&limit=2&page=3`, admin);
    expect(adminPage.json()).toEqual({
      data: [],
      pagination: { page: 3, limit: 2, total: 3, totalPages: 2 },
    });
  });

  it.each([
    ['limit above 50', 'limit=51', 'limit'],
    ['an unknown query key', 'colour=blue', 'querystring'],
    ['minRent above maxRent', 'minRent=3000000&maxRent=1000000', 'minRent'],
    ['an unknown sort', 'sort=cheapest', 'sort'],
    ['an unknown type', 'type=castle', 'type'],
    ['a date that is not real', 'moveInDate=2026-02-30', 'moveInDate'],
    ['a rentalPeriod over 24', 'rentalPeriod=25', 'rentalPeriod'],
    ['a negative rent', 'minRent=-1', 'minRent'],
  ])('refuses %s with 400', async (_label, query, field) => {
    const response = await get(`/api/user/property/filtered?${query}`, user);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response)).toContain(field);
  });

  it('refuses owners and admins, and callers without a token', async () => {
    const owner = await ownerWithPlan();
    for (const person of [owner, admin]) {
      const response = await get('/api/user/property/filtered', person);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.NOT_AUTHORIZED_AS_USER);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/property/filtered' })).statusCode,
    ).toBe(401);
  });
});

describe('moderation', () => {
  it('lists listings by status, with search', async () => {
    const owner = await ownerWithPlan();
    const word = uniqueWord('Tamarind');
    const pending = await addListing(owner, { title: `${word} pending home` });
    const approved = await addApprovedListing(owner, { title: `${word} approved home` });
    const rejected = await addListing(owner, { title: `${word} rejected home` });
    await reject(rejected.id, 'Wrong pincode for the address');
    const blocked = await addApprovedListing(owner, { title: `${word} blocked home` });
    await setBlocked(blocked.id, 'blocked');
    const list = async (query: string) => {
      const response = await get(`/api/admin/all-Properties?search=${word}&${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };

    const all = await list('');
    expect(idsOf(all)).toEqual([blocked.id, rejected.id, approved.id, pending.id]);
    expect(all.json().pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
    expect(all.json().data[0].owner).toEqual({
      id: owner.id,
      name: 'Test Owner',
      email: owner.email,
    });
    expect(idsOf(await list('status=pending'))).toEqual([pending.id]);
    expect(idsOf(await list('status=approved'))).toEqual([approved.id]);
    expect(idsOf(await list('status=rejected'))).toEqual([rejected.id]);
    expect(idsOf(await list('status=blocked'))).toEqual([blocked.id]);
    expect((await get('/api/admin/all-Properties?status=deleted', admin)).statusCode).toBe(400);
  });

  it('approves: visible to users, recorded, and the owner is e-mailed', async () => {
    const owner = await ownerWithPlan();
    const property = await addListing(owner, { city: uniqueCity() });
    const response = await approve(property.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Property approved');
    expect(await isVisibleToUsers(property)).toBe(true);
    expect((await adminDetail(property.id)).history).toEqual([
      expect.objectContaining({ action: 'approved', actorName: 'Nestly Admin', reason: null }),
    ]);
    await t.mailer.settle();
    expect(t.mailer.lastTo(owner.email)?.subject).toContain('is live');
    expect((await approve(property.id)).statusCode).toBe(409);
  });

  it('rejects with a reason the owner sees, and needs that reason', async () => {
    const owner = await ownerWithPlan();
    const property = await addListing(owner);
    const missing = await reject(property.id);
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['reason']);
    expect((await reject(property.id, 'no')).statusCode).toBe(400);

    const response = await reject(property.id, 'The photos do not show the bedrooms');
    expect(response.statusCode).toBe(200);
    const seenByOwner = (await get(`/api/owner/property/${property.id}`, owner)).json().property;
    expect(seenByOwner).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The photos do not show the bedrooms',
    });
    const detail = await adminDetail(property.id);
    expect(detail.history).toEqual([
      expect.objectContaining({
        action: 'rejected',
        actorName: 'Nestly Admin',
        reason: 'The photos do not show the bedrooms',
      }),
    ]);
    await t.mailer.settle();
    const mail = t.mailer.lastTo(owner.email);
    expect(mail?.subject).toContain('needs changes');
    expect(mail?.text).toContain('The photos do not show the bedrooms');
  });

  it('blocks and unblocks approved listings only', async () => {
    const owner = await ownerWithPlan();
    const pending = await addListing(owner);
    const blockPending = await setBlocked(pending.id, 'blocked');
    expect(blockPending.statusCode).toBe(409);
    expect(blockPending.json().code).toBe('CONFLICT');

    const property = await addApprovedListing(owner, { city: uniqueCity() });
    const blocked = await setBlocked(property.id, 'blocked');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().message).toBe('Property blocked');
    expect(await isVisibleToUsers(property)).toBe(false);
    await t.mailer.settle();
    expect(t.mailer.lastTo(owner.email)?.subject).toContain('was hidden');
    expect((await setBlocked(property.id, 'blocked')).statusCode).toBe(409);
    // The owner still sees it.
    expect((await get(`/api/owner/property/${property.id}`, owner)).json().property.isBlocked).toBe(
      true,
    );

    const unblocked = await setBlocked(property.id, 'active');
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json().message).toBe('Property unblocked');
    expect(await isVisibleToUsers(property)).toBe(true);

    const actions = (await adminDetail(property.id)).history.map((entry) => [
      entry.action,
      entry.actorName,
    ]);
    expect(sorted(actions.map((entry) => entry.join(':')))).toEqual([
      'approved:Nestly Admin',
      'blocked:Nestly Admin',
      'unblocked:Nestly Admin',
    ]);
    expect((await setBlocked(property.id, 'paused' as 'active')).statusCode).toBe(400);
  });

  it('deletes a listing (soft), recorded in the history', async () => {
    const owner = await ownerWithPlan();
    const property = await addApprovedListing(owner, { city: uniqueCity() });
    const response = await call('DELETE', `/api/admin/properties/${property.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(await isVisibleToUsers(property)).toBe(false);
    expect(idsOf(await get('/api/owner/get-Owner-Properties', owner))).toEqual([]);
    expect(
      idsOf(
        await get(`/api/admin/all-Properties?search=${encodeURIComponent(property.city)}`, admin),
      ),
    ).toEqual([]);
    const entries = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, property.id), eq(auditLogs.action, 'deleted')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actorId).toBe(admin.id);
    expect((await call('DELETE', `/api/admin/properties/${property.id}`, admin)).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for an unknown listing', async () => {
    const id = randomUUID();
    expect((await approve(id)).statusCode).toBe(404);
    expect((await reject(id, 'Not a real listing')).statusCode).toBe(404);
    expect((await setBlocked(id, 'blocked')).statusCode).toBe(404);
    expect((await get(`/api/admin/property/${id}`, admin)).statusCode).toBe(404);
  });

  it('refuses users and owners with 403 "Not authorized as admin"', async () => {
    const owner = await ownerWithPlan();
    const property = await addListing(owner);
    for (const person of [user, owner]) {
      const responses = [
        await get('/api/admin/all-Properties', person),
        await get(`/api/admin/property/${property.id}`, person),
        await call('PATCH', `/api/admin/properties/approve/${property.id}`, person),
        await call('PATCH', `/api/admin/properties/reject/${property.id}`, person, {
          reason: 'Because I can',
        }),
        await call('PATCH', `/api/admin/properties/status/${property.id}`, person, {
          status: 'blocked',
        }),
        await call('DELETE', `/api/admin/properties/${property.id}`, person),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(MESSAGES.NOT_AUTHORIZED_AS_ADMIN);
      }
    }
    expect((await get(`/api/owner/property/${property.id}`, owner)).json().property.status).toBe(
      'pending',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDemandDaily } from '../../db/schema/index';
import { createUser, loginAdmin, type SignedInPerson } from '../../test/factories/accounts';
import { createBookableHome } from '../../test/factories/bookings';
import { search } from '../../test/factories/dashboard-world';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';

/**
 * Issue 23, item 8: searched city strings reached the admin's lost-demand list as typed
 * (`Kochi' --`), one row a day per distinct string. Only cities the product knows are recorded,
 * normalised; the rest share one row.
 */
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

const adminDashboard = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/dashboard',
    headers: (await loginAdmin(t.app)).auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const recordedCities = async () =>
  (await t.db.select().from(searchDemandDaily)).map((row) => [row.cityKey, row.searches]).sort();

describe("the lost-demand roll-up's cities", () => {
  it('records known cities normalised and everything else under one key', async () => {
    for (const city of ["Kochi' --", 'KOCHI', 'Cochin', 'Bangalore']) {
      await search(t.app, user, `city=${encodeURIComponent(city)}`);
    }
    // A script trying to grow the table: fifty made-up places.
    for (let index = 0; index < 50; index += 1) {
      await search(t.app, user, `city=${encodeURIComponent(`Nowhere ${index} '--`)}`);
    }
    // The admin's figures are reused for a minute: read them afresh.
    t.clock.advance(61_000);
    const { lostDemand } = await adminDashboard();
    const recorded = await recordedCities();
    expect(recorded).toEqual(
      expect.arrayContaining([
        ['*', 50],
        ['bengaluru', 1],
        ['kochi', 3],
      ]),
    );
    // No other row (the other test of this file may have added its Munnar, in either order).
    const keys = recorded.map(([cityKey]) => cityKey).filter((cityKey) => cityKey !== 'munnar');
    expect(keys).toEqual(['*', 'bengaluru', 'kochi']);
    expect(lostDemand.cities.map((city: { city: string }) => city.city)).toEqual(
      expect.arrayContaining(['Kochi', 'Bengaluru', 'Other places']),
    );
    expect(JSON.stringify(lostDemand)).not.toContain('Nowhere');
  });

  it('knows a city once a home is there (read again every few minutes)', async () => {
    await createBookableHome(t.app, t.mailer, admin, { city: 'Munnar' });
    t.clock.advance(6 * 60_000);
    // The dashboard's read writes what was counted, then reads the cities of homes again.
    await adminDashboard();
    await search(t.app, user, 'city=munnar');
    await adminDashboard();
    expect(await recordedCities()).toContainEqual(['munnar', 1]);
  });
});

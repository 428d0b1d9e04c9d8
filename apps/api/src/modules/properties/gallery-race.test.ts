import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/accounts';
import { rowsOf, setUpBookingWorld } from '../../test/factories/bookings';
import { photoFile } from '../../test/factories/listings';
import { buildMultipart } from '../../test/helpers/multipart';

// Issue 8, item 8: eight owners' tabs adding a photo to one listing at once used to leave eight
// images at position 0, and the search then listed the home eight times. Gallery edits now lock
// the listing, and the database refuses two images at one position.
const { t, home } = setUpBookingWorld();

const addPhoto = async (propertyId: string, auth: Record<string, string>, colour: string) => {
  const form = buildMultipart({}, [await photoFile(`photo-${colour}.png`, colour)]);
  return t.app.inject({
    method: 'PATCH',
    url: `/api/owner/property/update/${propertyId}`,
    payload: form.payload,
    headers: { ...form.headers, ...auth },
  });
};

describe('gallery edits running at the same time', () => {
  it('eight parallel photo uploads each get their own place; the search lists the home once', async () => {
    const { owner, property } = await home({ city: 'Racetown' });
    const colours = ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666', '#777777'];
    const uploads = await Promise.all(
      [...colours, '#888888'].map((colour) => addPhoto(property.id, owner.auth, colour)),
    );
    const statuses = uploads.map((response) => response.statusCode);
    // The gallery holds at most 10: the first listing photo and 8 more all fit.
    expect(statuses, uploads.map((response) => response.body).join('\n')).toEqual(
      Array(8).fill(200),
    );

    const positions = await rowsOf<{ position: number }>(
      t.db,
      sql`select position from property_images where property_id = ${property.id} order by position`,
    );
    expect(positions.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/owner/property/${property.id}`,
      headers: owner.auth,
    });
    expect(detail.json().property.images).toHaveLength(9);

    const user = await createUser(t.app, t.mailer);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/user/property/filtered?city=Racetown',
      headers: user.auth,
    });
    expect(search.json().data.map((row: { id: string }) => row.id)).toEqual([property.id]);
    expect(search.json().pagination.total).toBe(1);
  });

  it('refuses the uploads past ten photos with 400, never a duplicate place', async () => {
    const { owner, property } = await home();
    const uploads = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        addPhoto(property.id, owner.auth, `#${String(index).padStart(2, '0')}aa99`),
      ),
    );
    const statuses = uploads.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(9);
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    const positions = await rowsOf<{ position: number }>(
      t.db,
      sql`select position from property_images where property_id = ${property.id} order by position`,
    );
    expect(positions.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('the database itself refuses two images at one position of a listing', async () => {
    const { property } = await home();
    const insertDuplicate = t.db.execute(
      sql`insert into property_images (property_id, position, large_key, thumb_key, width, height)
          values (${property.id}, 0, 'a', 'b', 1, 1)`,
    );
    await expect(insertDuplicate).rejects.toThrow();
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { createOwner, createUser, type SignedInPerson } from '../../test/factories/accounts';
import { fieldsOf } from '../../test/helpers/responses';

let t: TestApp;
let user: SignedInPerson;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.app, t.mailer);
});
afterAll(async () => {
  await t.close();
});

const patchProfile = (person: SignedInPerson, role: 'user' | 'owner', data: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/${role}/profile/${person.id}`,
    headers: person.auth,
    payload: { data },
  });

const ownerProfile = (owner: SignedInPerson) =>
  t.app.inject({ method: 'GET', url: `/api/owner/profile/${owner.id}`, headers: owner.auth });

describe("the owner's PAN on the profile", () => {
  it('starts empty, is stored upper-cased, and an empty box or null removes it', async () => {
    const owner = await createOwner(t.app, t.mailer, { name: 'Priya Varghese' });
    expect((await ownerProfile(owner)).json().user.pan).toBeNull();

    const set = await patchProfile(owner, 'owner', { pan: ' abcde1234f ' });
    expect(set.statusCode).toBe(200);
    expect(set.json().user).toMatchObject({ pan: 'ABCDE1234F', name: 'Priya Varghese' });
    expect((await ownerProfile(owner)).json().user.pan).toBe('ABCDE1234F');

    // Other fields alone leave it as it is.
    const renamed = await patchProfile(owner, 'owner', { name: 'Priya V' });
    expect(renamed.json().user).toMatchObject({ pan: 'ABCDE1234F', name: 'Priya V' });

    expect((await patchProfile(owner, 'owner', { pan: '' })).json().user.pan).toBeNull();
    await patchProfile(owner, 'owner', { pan: 'ABCDE1234F' });
    expect((await patchProfile(owner, 'owner', { pan: null })).json().user.pan).toBeNull();
  });

  it('refuses a malformed PAN on `pan` and changes nothing', async () => {
    const owner = await createOwner(t.app, t.mailer, { name: 'Ravi Kumar' });
    await patchProfile(owner, 'owner', { pan: 'PQRSX6789K' });
    for (const pan of ['ABCDE12345', 'ABCD1234F', '12345ABCDE', 'ABCDE1234FG', 42]) {
      const response = await patchProfile(owner, 'owner', { pan, name: 'Not Saved' });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toContain('data.pan');
    }
    expect((await ownerProfile(owner)).json().user).toMatchObject({ pan: 'PQRSX6789K' });
    expect((await ownerProfile(owner)).json().user.name).toBe('Ravi Kumar');
  });

  it("is the owner's only: a tenant's profile takes no PAN and answers none", async () => {
    const refused = await patchProfile(user, 'user', { pan: 'ABCDE1234F' });
    expect(refused.statusCode).toBe(400);
    // The strict body names the key it does not take.
    expect(fieldsOf(refused)).toContain('data');
    expect(refused.body).toContain('pan');
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/user/profile/${user.id}`,
      headers: user.auth,
    });
    expect(profile.json().user).not.toHaveProperty('pan');
  });

  it('is held by the database too: the format, and owners only', async () => {
    const owner = await createOwner(t.app, t.mailer);
    await expect(
      t.db.execute(sql`update accounts set pan = 'abcde1234f' where id = ${owner.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`update accounts set pan = 'ABCDE1234F' where id = ${user.id}`),
    ).rejects.toThrow();
  });
});

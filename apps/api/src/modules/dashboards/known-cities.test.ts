import { describe, expect, it } from 'vitest';
import { createCityKeys, normaliseCityName, OTHER_CITY_KEY } from './known-cities';

/** Issue 23, item 8: searched cities reached the admin's lost-demand list as typed. */
describe('normaliseCityName', () => {
  it.each([
    ["Kochi' --", 'kochi'],
    ['  KOCHI  ', 'kochi'],
    ['New   Delhi', 'new delhi'],
    ['Thiruvananthapuram;DROP TABLE', 'thiruvananthapuram drop table'],
    ['<script>', 'script'],
    ['१२३', ''],
  ])('%j → %j', (raw, name) => {
    expect(normaliseCityName(raw)).toBe(name);
  });
});

describe('the roll-up key of a searched city', () => {
  const keys = createCityKeys();
  keys.setHomeCities(['munnar', 'kochi']);

  it('is the known city, however it was typed, under its other names too', () => {
    expect(keys.keyOf("Kochi' --")).toBe('kochi');
    expect(keys.keyOf('COCHIN')).toBe('kochi');
    expect(keys.keyOf('Bangalore')).toBe('bengaluru');
    expect(keys.keyOf('new delhi')).toBe('new delhi');
  });

  it('knows the cities homes are in, by their own key', () => {
    expect(keys.keyOf('Munnar!')).toBe('munnar');
  });

  it("counts every city it does not know under one key, and no city as ''", () => {
    expect(keys.keyOf('Atlantis')).toBe(OTHER_CITY_KEY);
    expect(keys.keyOf("'; select 1 --")).toBe(OTHER_CITY_KEY);
    expect(keys.keyOf('$$$')).toBe(OTHER_CITY_KEY);
    expect(keys.keyOf(undefined)).toBe('');
    expect(keys.keyOf('   ')).toBe('');
  });
});

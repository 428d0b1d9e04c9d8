import { BENCH_CITIES } from './seed-bench-data';

/** A small seeded generator, so every run asks the same mix of questions. */
const seededRandom = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

/** A realistic mix: most people pick a city, some add rent, rooms, type, features or dates. */
export const buildSearchPaths = (featureIds: string[]) => {
  const random = seededRandom(42);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const paths: string[] = [];
  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  for (let index = 0; index < 200; index += 1) {
    const params = new URLSearchParams();
    if (random() < 0.75) params.set('city', pick(BENCH_CITIES));
    if (random() < 0.15)
      params.set('search', pick(['sunny', 'lake', 'garden road', 'modern', 'church', 'heritage']));
    if (random() < 0.4)
      params.set('maxRent', String(Math.floor(20_000 + random() * 100_000) * 100));
    if (random() < 0.2) params.set('minRent', String(Math.floor(5_000 + random() * 20_000) * 100));
    if (random() < 0.3) params.set('bedrooms', String(1 + Math.floor(random() * 3)));
    if (random() < 0.15) params.set('bathrooms', String(1 + Math.floor(random() * 2)));
    if (random() < 0.25)
      params.set('type', pick(['apartment', 'house', 'villa', 'studio', 'room']));
    if (random() < 0.2) params.set('furnishing', pick(['unfurnished', 'semi', 'full']));
    if (random() < 0.2) {
      params.append('features', pick(featureIds));
      if (random() < 0.5) params.append('features', pick(featureIds));
    }
    if (random() < 0.2) {
      params.set('moveInDate', inTenDays);
      params.set('rentalPeriod', String(1 + Math.floor(random() * 6)));
    }
    params.set('sort', pick(['newest', 'newest', 'rent_asc', 'rent_desc', 'rating']));
    if (random() < 0.2) params.set('page', String(2 + Math.floor(random() * 3)));
    paths.push(`/api/user/property/filtered?${params.toString()}`);
  }
  return paths;
};

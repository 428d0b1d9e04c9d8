/**
 * The cities the lost-demand roll-up records (issue 23): a searched city string reached the
 * admin's list as typed (`Kochi' --`), one row a day per distinct string, so anyone could grow the
 * table and fill the list. A search's city is now normalised and recorded only when the product
 * knows it: a city one of its homes is in, or one of India's larger cities and state capitals
 * (demand where there are no homes yet is what the list is for). Everything else is counted under
 * one key, `OTHER_CITY_KEY`.
 */

/** The key of every search for a city the product does not know. */
export const OTHER_CITY_KEY = '*';

/**
 * India's larger cities and every state and union-territory capital, by the name Nestly shows
 * (lower case, as `properties.city_key`).
 */
// prettier-ignore
const INDIAN_CITIES = [
  'agartala', 'agra', 'ahmedabad', 'aizawl', 'ajmer', 'aligarh', 'amravati', 'amritsar', 'aurangabad',
  'bengaluru', 'bhopal', 'bhubaneswar', 'chandigarh', 'chennai', 'coimbatore', 'daman', 'dehradun',
  'delhi', 'dhanbad', 'dispur', 'faridabad', 'gandhinagar', 'gangtok', 'ghaziabad', 'goa', 'gurugram',
  'guwahati', 'gwalior', 'hyderabad', 'imphal', 'indore', 'itanagar', 'jabalpur', 'jaipur',
  'jammu', 'jodhpur', 'kanpur', 'kavaratti', 'kochi', 'kohima', 'kolkata', 'kota', 'kozhikode',
  'leh', 'lucknow', 'ludhiana', 'madurai', 'mangaluru', 'margao', 'meerut', 'mumbai', 'mysuru',
  'nagpur', 'nashik', 'navi mumbai', 'new delhi', 'noida', 'panaji', 'patna', 'port blair',
  'prayagraj', 'puducherry', 'pune', 'raipur', 'rajkot', 'ranchi', 'shillong', 'shimla',
  'silvassa', 'srinagar', 'surat', 'thane', 'thiruvananthapuram', 'thrissur', 'tiruchirappalli',
  'udaipur', 'vadodara', 'varanasi', 'vijayawada', 'visakhapatnam', 'warangal',
];

/** Other names people search by, to the name above. */
const ALIASES: Record<string, string> = {
  bangalore: 'bengaluru',
  bombay: 'mumbai',
  calcutta: 'kolkata',
  cochin: 'kochi',
  ernakulam: 'kochi',
  madras: 'chennai',
  trivandrum: 'thiruvananthapuram',
  calicut: 'kozhikode',
  gurgaon: 'gurugram',
  poona: 'pune',
  mysore: 'mysuru',
  mangalore: 'mangaluru',
  vizag: 'visakhapatnam',
  pondicherry: 'puducherry',
  baroda: 'vadodara',
  banaras: 'varanasi',
  benares: 'varanasi',
  allahabad: 'prayagraj',
  trichy: 'tiruchirappalli',
  panjim: 'panaji',
};

/**
 * A place name as people type it, reduced to what identifies it: letters (any script) and single
 * spaces, lower case. `  Kochi' --` and `KOCHI` are both `kochi`.
 */
export const normaliseCityName = (raw: string) =>
  raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}]+/gu, ' ')
    .trim();

/**
 * The roll-up's key for a searched city: '' when none was given, the known city's key when the
 * product knows it (`homeCityKeys`: the `city_key` of the cities its homes are in, which owners'
 * lost demand is matched on), else `OTHER_CITY_KEY`.
 */
export const createCityKeys = () => {
  const known = new Map<string, string>(INDIAN_CITIES.map((city) => [city, city]));
  const fromHomes = new Map<string, string>();

  return {
    /** The cities homes are in now, by their `city_key` (a home's own spelling wins). */
    setHomeCities: (cityKeys: string[]) => {
      fromHomes.clear();
      for (const cityKey of cityKeys) {
        const name = normaliseCityName(cityKey);
        if (name) fromHomes.set(name, cityKey);
      }
    },
    keyOf: (raw: string | undefined) => {
      if (raw === undefined || raw.trim() === '') return '';
      const name = normaliseCityName(raw);
      if (!name) return OTHER_CITY_KEY;
      const canonical = ALIASES[name] ?? name;
      return (
        fromHomes.get(name) ?? fromHomes.get(canonical) ?? known.get(canonical) ?? OTHER_CITY_KEY
      );
    },
  };
};
export type CityKeys = ReturnType<typeof createCityKeys>;

/** Where creators live and where audiences are; weights make the US the most common. */
export type Place = { city: string; state: string | null; country: string };

export const CREATOR_PLACES: { place: Place; weight: number }[] = [
  ['Los Angeles', 'California', 'US', 14], ['New York', 'New York', 'US', 12], ['Miami', 'Florida', 'US', 6], ['Austin', 'Texas', 'US', 4],
  ['Chicago', 'Illinois', 'US', 4], ['Nashville', 'Tennessee', 'US', 3], ['Atlanta', 'Georgia', 'US', 4], ['Dallas', 'Texas', 'US', 3],
  ['Houston', 'Texas', 'US', 3], ['San Francisco', 'California', 'US', 3], ['San Diego', 'California', 'US', 2], ['Seattle', 'Washington', 'US', 2],
  ['Denver', 'Colorado', 'US', 2], ['Phoenix', 'Arizona', 'US', 2], ['Scottsdale', 'Arizona', 'US', 1], ['Boston', 'Massachusetts', 'US', 2],
  ['Portland', 'Oregon', 'US', 1], ['Las Vegas', 'Nevada', 'US', 2], ['Salt Lake City', 'Utah', 'US', 2], ['Charlotte', 'North Carolina', 'US', 1],
  ['Orlando', 'Florida', 'US', 1], ['Philadelphia', 'Pennsylvania', 'US', 1], ['Minneapolis', 'Minnesota', 'US', 1], ['Honolulu', 'Hawaii', 'US', 1],
  ['Toronto', 'Ontario', 'CA', 3], ['Vancouver', 'British Columbia', 'CA', 2], ['London', null, 'GB', 5], ['Manchester', null, 'GB', 1],
  ['Sydney', 'New South Wales', 'AU', 2], ['Melbourne', 'Victoria', 'AU', 2], ['Paris', null, 'FR', 2], ['Berlin', null, 'DE', 1],
  ['Madrid', null, 'ES', 1], ['Milan', null, 'IT', 1], ['Mexico City', null, 'MX', 2], ['São Paulo', null, 'BR', 2], ['Dubai', null, 'AE', 1],
  ['Mumbai', 'Maharashtra', 'IN', 1], ['Seoul', null, 'KR', 1], ['Tokyo', null, 'JP', 1], ['Amsterdam', null, 'NL', 1], ['Stockholm', null, 'SE', 1],
].map(([city, state, country, weight]) => ({ place: { city: city as string, state: state as string | null, country: country as string }, weight: weight as number }));

export const AUDIENCE_COUNTRIES: { code: string; name: string }[] = [
  { code: 'US', name: 'United States' }, { code: 'GB', name: 'United Kingdom' }, { code: 'CA', name: 'Canada' }, { code: 'AU', name: 'Australia' },
  { code: 'BR', name: 'Brazil' }, { code: 'MX', name: 'Mexico' }, { code: 'IN', name: 'India' }, { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' }, { code: 'ES', name: 'Spain' }, { code: 'IT', name: 'Italy' }, { code: 'PH', name: 'Philippines' },
  { code: 'ID', name: 'Indonesia' }, { code: 'NG', name: 'Nigeria' }, { code: 'JP', name: 'Japan' }, { code: 'KR', name: 'South Korea' },
];

export const AUDIENCE_CITIES = [
  'New York', 'Los Angeles', 'Chicago', 'Houston', 'London', 'Toronto', 'Miami', 'Atlanta', 'Dallas', 'São Paulo', 'Mexico City', 'Sydney',
  'Phoenix', 'Philadelphia', 'San Antonio', 'San Diego', 'Melbourne', 'Paris', 'Madrid', 'Manila', 'Jakarta', 'Lagos', 'Mumbai', 'Berlin',
];

/** The places a campaign brief names, and the words around a place that tell whose it is: the creators' home or the audience's country. */

/** Countries by the words that name them; codes as the directory's audience data has them. */
export const COUNTRY_WORDS: [string, string][] = [
  ['us|u\\.s\\.|u\\.s|usa|u\\.s\\.a\\.|american|americans|united states|america|the states|stateside', 'US'],
  ['uk|u\\.k\\.|british|brits|united kingdom|britain|great britain|england|english', 'GB'],
  ['canada|canadian|canadians', 'CA'],
  ['australia|australian|australians|aussie|aussies', 'AU'],
  ['brazil|brazilian|brazilians', 'BR'],
  ['mexico|mexican|mexicans', 'MX'],
  ['india|indian|indians', 'IN'],
  ['germany|german|germans', 'DE'],
  ['france|french', 'FR'],
  ['spain|spanish', 'ES'],
  ['italy|italian|italians', 'IT'],
  ['philippines|filipino|filipinos', 'PH'],
  ['indonesia|indonesian|indonesians', 'ID'],
  ['nigeria|nigerian|nigerians', 'NG'],
  ['japan|japanese', 'JP'],
  ['south korea|korea|korean|koreans', 'KR'],
  ['uae|dubai|emirati', 'AE'],
  ['netherlands|dutch|holland', 'NL'],
  ['sweden|swedish|swedes', 'SE'],
];
export const COUNTRY_RE = COUNTRY_WORDS.map(([words, code]) => ({ re: new RegExp(`(?<![a-z0-9.])(?:${words})(?![a-z0-9])`, 'g'), code }));

/** How each language is named; "spanish" alone is Spain, "spanish-speaking" or "in spanish" is the language. */
export const LANGUAGE_NAMES: Record<string, string> = {
  english: 'en',
  anglophone: 'en',
  spanish: 'es',
  hispanic: 'es',
  latino: 'es',
  latina: 'es',
  latinx: 'es',
  latam: 'es',
  portuguese: 'pt',
  lusophone: 'pt',
  french: 'fr',
  francophone: 'fr',
  german: 'de',
  italian: 'it',
  japanese: 'ja',
  korean: 'ko',
  indonesian: 'id',
  bahasa: 'id',
};
export const LANGUAGE_RE = new RegExp(
  `\\b(?:(?:in|speak|speaks|speaking|speakers of|language:?)\\s+(${Object.keys(LANGUAGE_NAMES).join('|')})\\b|(${Object.keys(LANGUAGE_NAMES).join('|')})(?:[- ](?:speaking|speakers?|language|languages))\\b|\\b(hispanic|latino|latina|latinx|latam|francophone|anglophone|lusophone)\\b)`,
  'g',
);

/** Cities creators live in (the directory's places). */
export const CITIES = [
  'new york',
  'los angeles',
  'chicago',
  'houston',
  'london',
  'toronto',
  'miami',
  'atlanta',
  'dallas',
  'austin',
  'nashville',
  'san francisco',
  'san diego',
  'seattle',
  'denver',
  'phoenix',
  'scottsdale',
  'boston',
  'portland',
  'las vegas',
  'salt lake city',
  'charlotte',
  'orlando',
  'philadelphia',
  'minneapolis',
  'honolulu',
  'vancouver',
  'manchester',
  'sydney',
  'melbourne',
  'paris',
  'berlin',
  'madrid',
  'milan',
  'mexico city',
  'são paulo',
  'sao paulo',
  'mumbai',
  'seoul',
  'tokyo',
  'amsterdam',
  'stockholm',
];
export const CITY_NAMES: Record<string, string> = { 'sao paulo': 'São Paulo', la: 'Los Angeles', nyc: 'New York' };
export const titleCase = (s: string) => s.replace(/(^|\s)\S/g, (c) => c.toUpperCase());

const CREATOR_NOUN = '(?:creators?|influencers?|talent|talents|youtubers?|tiktokers?|instagrammers?|bloggers?|vloggers?|streamers?|personalities)';
/** Words just before a place that make it the creator's home, whatever comes earlier ("people based in Canada"). */
export const HOME_BEFORE = /(?:based (?:in|out of)|located in|living in|who live in|that live in|lives? in|residing in|resident in|home in)\s+(?:the\s+)?$/;
/** Words before a place that make it the creator's home unless an audience word comes first ("fans from Brazil"). */
export const CREATOR_PLACE_BEFORE = new RegExp(`(?:${CREATOR_NOUN} (?:from|in|out of)|from)\\s+(?:the\\s+)?$`);
/** Words after a place that make it the creator's home ("London-based", "Canadian creators"). */
export const CREATOR_PLACE_AFTER = new RegExp(`^(?:[- ]based\\b|\\s+(?:based|local)\\b|\\s+(?:[a-z-]+\\s+){0,2}${CREATOR_NOUN}\\b)`);
/** "…, from Brazil": a phrase of its own after a comma, so an audience word before the comma is not its subject. */
export const fromAfterComma = (before: string) => before.includes(',') && CREATOR_PLACE_BEFORE.test(before.slice(before.lastIndexOf(',') + 1));
/** Words before a place that make it the audience's, even with a creator word near. */
export const AUDIENCE_PLACE_BEFORE =
  /(?:audience|audiences|fans|followers|viewers|followings?|reach|reaching|consumers|shoppers|customers|market|people|readers|subscribers|watchers)\b[^.;]{0,24}$/;

import stem from 'wink-porter2-stemmer';

/** PostgreSQL's English stop words (its tsearch_data/english.stop): a keyword of one of them is no query at all. */
export const ENGLISH_STOP_WORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself
  they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having
  do does did doing a an the and but if or because as until while of at by for with about against between into through during
  before after above below to from up down in out on off over under again further then once here there when where why how all any
  both each few more most other some such no nor not only own same so than too very s t can will just don should now`.split(/\s+/),
);

/**
 * What `websearch_to_tsquery('english', keyword)::text` answers for a keyword that is one word of
 * ASCII letters, without asking PostgreSQL: `''` for a stop word, else `'stem'` (the Snowball
 * English stemmer, as PostgreSQL's english_stem). Undefined for anything else (digits, hyphens,
 * other scripts, several words, operators), and for the stems of one or two letters, where this
 * stemmer and PostgreSQL's Snowball part ways ('oing'): those are asked of PostgreSQL.
 */
export function englishWordQuery(keyword: string): string | undefined {
  const word = keyword.trim().toLowerCase();
  if (!/^[a-z]+$/.test(word)) return undefined;
  if (ENGLISH_STOP_WORDS.has(word)) return '';
  const stemmed = stem(word);
  return stemmed.length < 3 ? undefined : `'${stemmed}'`;
}

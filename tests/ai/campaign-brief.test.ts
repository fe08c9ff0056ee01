import { describe, expect, it } from 'vitest';
import { SIZE_BANDS } from '../../shared/campaign-brief.js';
import { readBrief } from '../../server/modules/ai/campaign-brief.js';

const vocabulary = {
  masterTags: [
    'Fitness',
    'Gaming',
    'Esports',
    'Travel',
    'Skincare',
    'Food',
    'Crypto',
    'Fashion',
    'Vegan',
    'Personal Finance',
    'Healthy Recipes',
    'Cooking',
    'Coffee',
    'Parenting',
  ],
  teamTags: ['Baking'],
};
const read = (text: string) => readBrief(text, vocabulary);

describe('the brief parser reads constraints however they are phrased', () => {
  it('reads any text within the description limit into a valid brief (a 2,000-letter word is no word)', () => {
    expect(read('x'.repeat(2000)).words).toEqual([]);
    expect(read(`travel ${'y'.repeat(41)} ${'z'.repeat(40)}`).words).toEqual(['z'.repeat(40)]);
  });

  it.each([
    ['TikTok and Instagram creators for a snack brand', ['instagram', 'tiktok']],
    ['IG + TikTok talent who cook', ['instagram', 'tiktok']],
    ['youtubers and tiktokers who review gadgets', ['tiktok', 'youtube']],
    ['Reels and YouTube Shorts for a launch', ['instagram', 'youtube']],
    ['Creators on any platform who love travel', []],
  ])('platforms: %s', (text, platforms) => expect(read(text).platforms).toEqual(platforms));

  it.each([
    ['mid-size creators', SIZE_BANDS.mid],
    ['midsize fitness people', SIZE_BANDS.mid],
    ['mid-tier talent', SIZE_BANDS.mid],
    ['nano influencers only', SIZE_BANDS.nano],
    ['micro-influencers in skincare', SIZE_BANDS.micro],
    ['macro creators', SIZE_BANDS.macro],
    ['celebrities or mega influencers', SIZE_BANDS.mega],
    ['creators with over 500k followers', { label: '500k+', min: 500_000, max: null }],
    ['at least 100,000 subscribers', { label: '100k+', min: 100_000, max: null }],
    ['between 50k and 200k followers', { label: '50k-200k', min: 50_000, max: 200_000 }],
    ['10-50k followers', { label: '10k-50k', min: 10_000, max: 50_000 }],
    ['under 20k followers please', { label: 'under 20k', min: 0, max: 20_000 }],
    ['1M+ followers', { label: '1M+', min: 1_000_000, max: null }],
  ])('size: %s', (text, size) => expect(read(text).size).toEqual(size));

  it.each([
    ['for US women 18-34', { audience_gender: 'female', audience_ages: [18, 34], audience_countries: ['US'] }],
    ['an audience of American men aged 25+', { audience_gender: 'male', audience_ages: [25, null], audience_countries: ['US'] }],
    ['Gen Z shoppers in the UK', { audience_ages: [18, 24], audience_countries: ['GB'] }],
    ['a Spanish-speaking audience', { audience_languages: ['es'], audience_countries: [] }],
    ['content in Portuguese for millennials', { audience_languages: ['pt'], audience_ages: [25, 44] }],
    ['London-based creators', { creator_locations: ['London'], audience_countries: [] }],
    ['creators based in Canada with a US audience', { creator_locations: ['CA'], audience_countries: ['US'] }],
    ['Australian influencers', { creator_locations: ['AU'] }],
    ['activism people based in Canada', { creator_locations: ['CA'], audience_countries: [] }],
    ['fans from Brazil', { audience_countries: ['BR'], creator_locations: [] }],
    ['travel creators with fans in London', { creator_locations: [] }],
    ['martial arts creators with an audience of women, from New York', { creator_locations: ['New York'], audience_gender: 'female' }],
    ['a US audience, for IG & YT, from New York', { creator_locations: ['New York'], audience_countries: ['US'] }],
    ['fans in London, Paris', { creator_locations: [] }],
    ['help us find travel creators', { audience_countries: [], topics: ['Travel'] }],
  ])('audience and home: %s', (text, expected) => expect(read(text)).toMatchObject(expected));

  it.each([
    ['fitness creators, no gaming', ['Fitness'], ['Gaming']],
    ['travel and food, avoid crypto or gaming', ['Travel', 'Food'], ['Crypto', 'Gaming']],
    ['skincare but not fashion', ['Skincare'], ['Fashion']],
    ['anything but gaming, ideally fitness', ['Fitness'], ['Gaming']],
    ['vegan baker who does sourdough tutorials', ['Vegan', 'Baking'], []],
    ['budgeting tips for students, without crypto', ['Personal Finance'], ['Crypto']],
    ['healthy recipes for busy parents', ['Healthy Recipes', 'Parenting'], []],
    ['coffee lovers, steer clear of esports', ['Coffee'], ['Esports']],
  ])('topics and exclusions: %s', (text, topics, excluded) => {
    const brief = read(text);
    expect(brief.topics).toEqual(topics);
    expect(brief.excluded_topics).toEqual(excluded);
  });
});

import type { Rng } from './prng.js';

const OPENERS = [
  '{first} is a {city}-based creator sharing {topic} and {topic2} with a loyal, engaged community.',
  'Creator, storyteller and {topic} enthusiast from {city}.',
  '{first} makes {topic} content that feels like a conversation with a friend.',
  'Based in {city}, {first} covers {topic}, {topic2} and everyday life.',
  'Award-nominated {topic} creator known for honest reviews and bold ideas.',
];
const CLOSERS = [
  'Partners include beauty, lifestyle and tech brands.',
  'Open to long-term brand partnerships.',
  'Known for high-converting tutorials and authentic storytelling.',
  'Audience loves behind-the-scenes content and weekly series.',
  'Has hosted live events and product launches.',
  '',
];
const CAPTIONS = [
  'Trying the new {topic} routine everyone is talking about',
  'Sunday reset: {topic} edition',
  'Can not believe how this turned out!',
  'My honest review after 30 days',
  '{topic} tips I wish I knew sooner',
  'Come with me to {city}',
  'Quick and easy {topic} ideas',
  'Behind the scenes of today\u2019s shoot',
  'Which one is your favourite? 1, 2 or 3?',
  'The ultimate {topic} guide',
  'Morning routine, the real version',
  'Get ready with me',
];
const SPONSORED = ['#ad Loving my new favourite from @brand', 'Partnered with @brand for this one #sponsored', '#gifted This changed my {topic} game'];

function fill(template: string, values: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

export function creatorDescription(rng: Rng, first: string, city: string, topics: string[]) {
  const values = { first, city, topic: topics[0]!.toLowerCase(), topic2: (topics[1] ?? topics[0]!).toLowerCase() };
  return `${fill(rng.pick(OPENERS), values)} ${fill(rng.pick(CLOSERS), values)}`.trim();
}

export function postCaption(rng: Rng, sponsored: boolean, city: string, topics: string[]) {
  const values = { city, topic: rng.pick(topics).toLowerCase() };
  const caption = fill(rng.pick(sponsored ? SPONSORED : CAPTIONS), values);
  return caption[0]!.toUpperCase() + caption.slice(1);
}

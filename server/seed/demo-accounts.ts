/** Demo sign-ins, printed on first start and listed in the README. Every one uses DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'pitchroom-demo';

export const DEMO_TEAM = { name: 'Northstar Talent' } as const;
export const SECOND_DEMO_TEAM = { name: 'Bluebird Creators' } as const;
/** A brand account (is_brand): publishes Creator Calls and reviews the agencies' responses. */
export const BRAND_DEMO_TEAM = { name: 'Brightline Brands' } as const;

type DemoAccount = {
  email: string;
  fullName: string;
  nickname: string;
  team: 'demo' | 'second' | 'brand';
  role: 'team_admin' | 'member' | 'search_only';
  isAdmin?: boolean;
  isStaff?: boolean;
  /** What the README and the console call this sign-in. */
  label: string;
};

export const DEMO_ACCOUNTS = {
  teamAdmin: {
    email: 'admin@demo.pitchroom.test',
    fullName: 'Avery Admin',
    nickname: 'Avery',
    team: 'demo',
    role: 'team_admin',
    label: 'team admin (Northstar Talent)',
  },
  member: {
    email: 'member@demo.pitchroom.test',
    fullName: 'Morgan Member',
    nickname: 'Morgan',
    team: 'demo',
    role: 'member',
    label: 'member (Northstar Talent)',
  },
  searchOnly: {
    email: 'search@demo.pitchroom.test',
    fullName: 'Sam Searcher',
    nickname: 'Sam',
    team: 'demo',
    role: 'search_only',
    label: 'search-only (Northstar Talent)',
  },
  secondTeamMember: {
    email: 'member@bluebird.pitchroom.test',
    fullName: 'Blake Bluebird',
    nickname: 'Blake',
    team: 'second',
    role: 'team_admin',
    label: 'team admin (Bluebird Creators, the second team)',
  },
  brand: {
    email: 'brand@brightline.pitchroom.test',
    fullName: 'Bailey Brightline',
    nickname: 'Bailey',
    team: 'brand',
    role: 'team_admin',
    label: 'brand (Brightline Brands, reviews Creator Calls)',
  },
  staff: {
    email: 'staff@pitchroom.test',
    fullName: 'Stacy Staff',
    nickname: 'Stacy',
    team: 'demo',
    role: 'member',
    isStaff: true,
    label: 'staff (spoofs users)',
  },
  siteAdmin: {
    email: 'siteadmin@pitchroom.test',
    fullName: 'Sidney Siteadmin',
    nickname: 'Sidney',
    team: 'demo',
    role: 'team_admin',
    isAdmin: true,
    label: 'site admin (lists organizations)',
  },
} as const satisfies Record<string, DemoAccount>;

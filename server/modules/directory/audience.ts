/** Shapes of the jsonb audience data of a social account (display only, never filtered). */
export type WeightedCode = { code: string; name: string; weight: number };

export type AudienceDetails = {
  gender?: { code: string; weight: number }[];
  ages?: { code: string; weight: number }[];
  countries?: WeightedCode[];
  cities?: WeightedCode[];
  interests?: { name: string; weight?: number }[];
};

export type NotableFollower = { user_id: string; username: string; picture: string | null; url: string | null; followers: number };

export type FollowerHistoryPoint = { date: string; followers: number };

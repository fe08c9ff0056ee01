/** Where the roster's links lead (spec §2.1, §2.2). */
export const talentLinks = {
  publicRoster: (teamId: string) => `${window.location.origin}/public/talent-roster/${teamId}`,
  publicProfile: (influencerId: number, teamId: string) => `${window.location.origin}/public/profile/${influencerId}/team/${teamId}`,
};

/**
 * Who may delete a team's talent sheet (not in the spec; chosen so a member cannot remove a
 * colleague's work): its creator or a team admin (only an admin when its creator is not known).
 */
export function canDeleteSheet(sheet: { creatorUserId: number | null }, caller: { userId: number; isTeamAdmin: boolean }) {
  return caller.isTeamAdmin || (sheet.creatorUserId !== null && sheet.creatorUserId === caller.userId);
}

export const SHEET_PERMISSION_TEXT = {
  deleteRefused: "Only the sheet's creator or a team admin can delete it.",
} as const;

/**
 * A caller's rows, read with its session in one statement (session-adapter.ts): the user's, and
 * each membership's team with its role. The select list that reads them is the account module's,
 * given at start (createLucia), as is what the rows become.
 */
export interface CallerRows {
  user: Record<string, unknown> & { id: number };
  teams: (Record<string, unknown> & { member_role: string })[];
}

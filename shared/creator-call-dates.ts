/** Today's date (UTC) as the date columns hold it: a call ends at the end of its end date. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Closed by its brand or by the job, or past its end date before the job has run. */
export function isClosed(call: { closedAt?: Date | null; endDate?: string | Date | null }, now = new Date()) {
  return call.closedAt != null || (call.endDate != null && String(call.endDate) < utcDay(now));
}

import type { CastingCall } from './casting-call.entity.js';

/** Today's date (UTC) as the date columns hold it: a call ends at the end of its end date. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Closed by its brand or by the job, or past its end date before the job has run. */
export function isClosed(call: Pick<CastingCall, 'closedAt' | 'endDate'>, now = new Date()) {
  return call.closedAt != null || (call.endDate != null && String(call.endDate) < utcDay(now));
}

/** A call as every list shows it (agencies' cards and the brand's own list add their parts). */
export function callSummary(call: CastingCall, now = new Date()) {
  return {
    id: call.id,
    title: call.title,
    description: call.description,
    start_date: call.startDate ? String(call.startDate) : null,
    end_date: call.endDate ? String(call.endDate) : null,
    deliverables: call.deliverables ?? null,
    locations: call.locations ?? null,
    compensation: call.compensation ?? null,
    brandRepresented: call.brandRepresented ?? null,
    displayImages: call.displayImages,
    team_name: call.issuerName,
    team_image_url: call.issuerImageUrl ?? null,
    closed: isClosed(call, now),
  };
}

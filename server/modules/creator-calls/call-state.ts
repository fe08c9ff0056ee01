import { isClosed } from '../../../shared/creator-call-dates.js';
import type { CastingCall } from './casting-call.entity.js';

export { isClosed, utcDay } from '../../../shared/creator-call-dates.js';

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

import { useCallback } from 'react';
import type { z } from 'zod';
import type { RecordAnalyticsRequest } from '../../../shared/schemas/public/public-forms';
import { publicPost } from './fetch/public-api';
import { readViewerEmail } from './viewer-email';

type Event = z.input<typeof RecordAnalyticsRequest>;

/** Records a public-page event (POST /api/analytics) with the viewer's stored e-mail; failures are ignored. */
export function useTrack() {
  return useCallback((eventType: Event['event_type'], data: Omit<Event['data'], 'email'>) => {
    const email = readViewerEmail();
    publicPost('/api/analytics', { event_type: eventType, data: { ...data, ...(email ? { email } : {}) } }).catch(() => {});
  }, []);
}

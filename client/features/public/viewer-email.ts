import { VIEWER_EMAIL_STORAGE_KEY } from '../../../shared/public-constants';

/** The e-mail a viewer gave at a sheet gate, kept in this browser. */
export function readViewerEmail(): string | null {
  try {
    return window.localStorage.getItem(VIEWER_EMAIL_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** Blank is not stored (spec §5). */
export function storeViewerEmail(email: string) {
  const trimmed = email.trim();
  if (!trimmed) return;
  try {
    window.localStorage.setItem(VIEWER_EMAIL_STORAGE_KEY, trimmed);
  } catch {
    // Private mode: the gate will ask again next time.
  }
}

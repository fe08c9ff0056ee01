import { Suspense, useEffect, useState } from 'react';
import { publicPost, usePublicGet } from './fetch/public-api';
import { readViewerEmail, storeViewerEmail } from './viewer-email';
import { lazyPart } from '../../lib/lazy-part';

// Most viewers never see the gate, so its modal and form load only when it opens.
const EmailGateForm = lazyPart('email-gate-form', () => import('./email-gate-form').then((m) => m.EmailGateForm));

/**
 * Spec §2.1: asks for an e-mail when the viewer is not signed in, has none stored, and the
 * sheet requires registration or is access restricted. The session check never blocks the page.
 * `onPassed` runs once the viewer may look, so the sheet view is recorded with the e-mail.
 */
export function EmailGate({ sheetId, required, teamName, onPassed }: { sheetId: string; required: boolean; teamName: string; onPassed: () => void }) {
  const [stored, setStored] = useState(() => readViewerEmail());
  const status = usePublicGet<{ authed: boolean }>('/api/status');
  const signedOut = status.isSuccess && !status.data.authed;
  const opened = required && !stored && signedOut;
  // The viewer may look: no gate, an e-mail given (now or before), or signed in.
  const passed = !required || Boolean(stored) || (status.isSuccess && status.data.authed);
  useEffect(() => {
    if (passed) onPassed();
  }, [passed, onPassed]);

  const submit = (email: string) => {
    storeViewerEmail(email);
    publicPost('/api/register-sheet-viewer', { email, talentSheetId: sheetId }).catch(() => {});
    setStored(email);
  };

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <EmailGateForm teamName={teamName} onEmail={submit} />
    </Suspense>
  );
}

import { ApiClient } from '../../tests/helpers/api-client.js';
import { demoAdmin } from './sign-in.js';

/**
 * Talent sheets for a collections spec, made through the documented sheet calls as the demo
 * admin: `publicTitle` becomes the sheet's public heading (none when omitted). Answers their ids.
 */
export async function createSheets(baseUrl: string, sheets: { title: string; publicTitle?: string }[]) {
  const api = new ApiClient(baseUrl);
  const signedIn = await api.signIn(demoAdmin.email, demoAdmin.password);
  if (signedIn.status !== 200) throw new Error(`Demo sign-in failed: ${signedIn.status}`);
  const ids: string[] = [];
  for (const sheet of sheets) {
    const saved = await api.post('/api/user/talent-sheets/save', {
      title: sheet.title,
      sheet_type: 'talent',
      influencers: [],
      description: sheet.publicTitle ?? null,
    });
    if (saved.status !== 200) throw new Error(`Sheet save failed: ${saved.status} ${saved.text}`);
    ids.push(saved.json.sheet_id as string);
  }
  return ids;
}

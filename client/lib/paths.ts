/** Where "/" and a signed-in visit to /signin lead (spec §2.2: the index redirects to /talent-sheets). */
export const HOME_PATH = '/talent-sheets';
/** Where they lead a brand account: its Creator Calls (a part the spec does not show). */
export const BRAND_HOME_PATH = '/brand-creator-calls';

/** A redirect target taken from the URL, kept only when it stays on this site. */
export function localPathOr(target: string | undefined, fallback: string) {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : fallback;
}

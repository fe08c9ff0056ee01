import { ADD_TALENT_MSG, TALENT_LOGIN_LIMIT } from '../../../shared/talent-add-texts.js';
import { SEARCH_PLATFORMS } from '../../../shared/schemas/platforms.js';
import type { Signer } from '../../auth/signing.js';
import { AppError } from '../../errors.js';

type Platform = (typeof SEARCH_PLATFORMS)[number];

/** The page a talent opens: /connect/{loginToken}.{platform}.{expires}.{signature}. */
export const CONNECT_PATH = '/connect';

/** A login link's token: the login, the platform and an expiry, signed so none of them can be altered. */
export function loginToken(signer: Signer, loginId: string, platform: Platform, now = Date.now()) {
  const expires = String(Math.floor(now / 1000) + TALENT_LOGIN_LIMIT.linkTtlDays * 86_400);
  return `${loginId}.${platform}.${expires}.${signer.sign('talent-login', loginId, platform, expires)}`;
}

/** The login and platform a token names; altered (bad signature) or expired tokens are refused with the page's text. */
export function readLoginToken(signer: Signer, token: string) {
  const [loginId, platform, expires, signature, extra] = token.split('.');
  if (!loginId || !platform || !expires || !signature || extra !== undefined || !(SEARCH_PLATFORMS as readonly string[]).includes(platform)) {
    throw new AppError('NOT_FOUND', ADD_TALENT_MSG.loginLinkInvalid);
  }
  if (!signer.verify(signature, 'talent-login', loginId, platform, expires)) throw new AppError('NOT_FOUND', ADD_TALENT_MSG.loginLinkInvalid);
  if (Number(expires) * 1000 < Date.now()) throw new AppError('BAD_REQUEST', ADD_TALENT_MSG.loginLinkExpired);
  return { loginId, platform: platform as Platform };
}

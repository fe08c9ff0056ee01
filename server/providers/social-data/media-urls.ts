import { PORTRAIT_WIDTHS } from '../../../shared/public-constants.js';

/** Stable URLs of the generated images, served by server/modules/directory/media.ts. */
export const portraitUrl = (influencerId: number) => `/media/portraits/${influencerId}.jpg`;
export const postImageUrl = (postRowId: number) => `/media/posts/${postRowId}.jpg`;
export const avatarUrl = (username: string) => `/media/avatars/${username}.jpg`;
/** Smaller renderings of the generated images, for a PDF deck's 130 pt portrait and 110 pt thumbnails. */
export const THUMBNAIL_SIZE = { portrait: PORTRAIT_WIDTHS.thumbnail, post: 240 } as const;

/** A generated portrait or post image at thumbnail size (server/modules/directory/media.ts renders it once); any other URL as it is. */
export function thumbnailUrl(url: string) {
  const kind = /^\/media\/(portraits|posts)\/\d+\.jpg$/.exec(url)?.[1];
  return kind ? `${url}?size=${kind === 'posts' ? THUMBNAIL_SIZE.post : THUMBNAIL_SIZE.portrait}` : url;
}

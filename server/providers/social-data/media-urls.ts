/** Stable URLs of the generated images, served by server/http/media.ts. */
export const portraitUrl = (influencerId: number) => `/media/portraits/${influencerId}.jpg`;
export const postImageUrl = (postRowId: number) => `/media/posts/${postRowId}.jpg`;
export const avatarUrl = (username: string) => `/media/avatars/${username}.jpg`;

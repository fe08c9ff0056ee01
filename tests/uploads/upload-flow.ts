import type { ApiClient } from '../helpers/api-client.js';

/** GET /api/media-upload then PUT the file to the answered URL with the public-read ACL header, as the SPA does. */
export async function uploadFile(api: ApiClient, body: Buffer, filename = 'portrait.jpg', type = 'image/jpeg') {
  const answer = await api.get(`/api/media-upload?${new URLSearchParams({ filename, type })}`);
  if (answer.status !== 200) throw new Error(`media-upload: ${answer.status} ${answer.text}`);
  const { url, key } = answer.json as { url: string; key: string };
  const put = await fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': type, 'x-amz-acl': 'public-read' } });
  return { url, key, put };
}

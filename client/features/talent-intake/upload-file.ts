import type { TrpcUtils } from './trpc-utils';

/** The spec's upload flow: GET /api/media-upload for a signed URL (never from the query cache: each URL takes one file), then PUT the file there with the public-read ACL header. */
export async function uploadFile(utils: TrpcUtils, file: File) {
  const { url, key } = await utils.client.uploads.mediaUpload.query({ filename: file.name, type: file.type || 'application/octet-stream', size: file.size });
  const put = await fetch(url, { method: 'PUT', body: file, headers: { 'content-type': file.type || 'application/octet-stream', 'x-amz-acl': 'public-read' } });
  if (!put.ok) throw new Error(`upload failed (${put.status})`);
  return key;
}

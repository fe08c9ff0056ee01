/** A PUT of one file to a signed upload URL, reporting progress (0..1); `signal` aborts it. */
export function putWithProgress(url: string, file: File, onProgress: (fraction: number) => void, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    const type = file.type || 'application/octet-stream';
    request.setRequestHeader('content-type', type);
    // The spec's flow: the file is PUT with the public-read ACL header.
    request.setRequestHeader('x-amz-acl', 'public-read');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(`upload failed (${request.status})`)));
    request.onerror = () => reject(new Error('upload failed'));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

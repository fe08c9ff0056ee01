import { useEffect, useRef, useState } from 'react';
import { CONTACT_LIMIT } from '../../../shared/contact-texts';
import { trpc } from '../../lib/trpc';
import { putWithProgress } from './put-with-progress';

export interface AttachmentItem {
  id: string;
  file: File;
  /** An object URL for images (the thumbnail), else null. */
  preview: string | null;
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  key: string | null;
}

const isImage = (file: File) => (CONTACT_LIMIT.imageTypes as readonly string[]).includes(file.type);

/**
 * The files attached to a Contact Us message: each is uploaded at once through the upload flow
 * (GET /api/media-upload, then PUT), with its progress; Remove stops an upload still running.
 */
export function useAttachments() {
  const utils = trpc.useUtils();
  const [items, setItems] = useState<AttachmentItem[]>([]);
  const uploads = useRef(new Map<string, AbortController>());
  const itemsRef = useRef(items);
  const nextId = useRef(0);

  // Changes come from handlers and upload callbacks: the ref is always the latest list.
  const commit = (next: AttachmentItem[]) => {
    itemsRef.current = next;
    setItems(next);
  };
  const update = (id: string, change: Partial<AttachmentItem>) => commit(itemsRef.current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  async function upload(item: AttachmentItem) {
    const abort = new AbortController();
    uploads.current.set(item.id, abort);
    try {
      const type = item.file.type || 'application/octet-stream';
      // Straight through the client, never the query cache: the same file attached again needs a new URL.
      const { url, key } = await utils.client.uploads.mediaUpload.query({ filename: item.file.name, type, size: item.file.size });
      if (abort.signal.aborted) return;
      await putWithProgress(url, item.file, (progress) => update(item.id, { progress }), abort.signal);
      update(item.id, { status: 'done', progress: 1, key });
    } catch {
      if (!abort.signal.aborted) update(item.id, { status: 'failed' });
    } finally {
      uploads.current.delete(item.id);
    }
  }

  /** Adds files up to the limit; answers how many did not fit. */
  function add(files: File[]) {
    const room = Math.max(0, CONTACT_LIMIT.maxFiles - itemsRef.current.length);
    const added = files.slice(0, room).map<AttachmentItem>((file) => ({
      id: `attachment-${(nextId.current += 1)}`,
      file,
      preview: isImage(file) ? URL.createObjectURL(file) : null,
      status: 'uploading',
      progress: 0,
      key: null,
    }));
    commit([...itemsRef.current, ...added]);
    for (const item of added) void upload(item);
    return files.length - added.length;
  }

  function remove(id: string) {
    uploads.current.get(id)?.abort();
    const item = itemsRef.current.find((i) => i.id === id);
    if (item?.preview) URL.revokeObjectURL(item.preview);
    commit(itemsRef.current.filter((i) => i.id !== id));
  }

  function clear() {
    for (const item of itemsRef.current) remove(item.id);
  }

  // Leaving the page stops running uploads and frees the thumbnails.
  useEffect(
    () => () => {
      for (const abort of uploads.current.values()) abort.abort();
      for (const item of itemsRef.current) if (item.preview) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  return {
    items,
    add,
    remove,
    clear,
    uploading: items.some((item) => item.status === 'uploading'),
    keys: items.flatMap((item) => (item.status === 'done' && item.key ? [item.key] : [])),
    failed: items.some((item) => item.status === 'failed'),
  };
}

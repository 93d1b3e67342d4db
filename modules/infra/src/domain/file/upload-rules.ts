/**
 * What may be uploaded, by extension, and what its bytes must be. Images are believed only when their
 * content says so (an `.png` whose bytes are HTML is refused); other binary formats must not sniff as
 * something else; text formats must not sniff as a binary. SVG and HTML are never accepted: served from
 * our origin they could run script.
 */
interface Kind {
  /** the MIME type served */
  mime: string;
  /** MIME types the content may sniff as (undefined: text, must not sniff as any binary) */
  sniffed?: readonly string[];
  image?: boolean;
}

const OOXML = ['application/zip', 'application/x-cfb'];
const KINDS: Record<string, Kind> = {
  jpg: { mime: 'image/jpeg', sniffed: ['image/jpeg'], image: true },
  jpeg: { mime: 'image/jpeg', sniffed: ['image/jpeg'], image: true },
  png: { mime: 'image/png', sniffed: ['image/png'], image: true },
  gif: { mime: 'image/gif', sniffed: ['image/gif'], image: true },
  webp: { mime: 'image/webp', sniffed: ['image/webp'], image: true },
  bmp: { mime: 'image/bmp', sniffed: ['image/bmp'], image: true },
  pdf: { mime: 'application/pdf', sniffed: ['application/pdf'] },
  doc: { mime: 'application/msword', sniffed: ['application/x-cfb'] },
  xls: { mime: 'application/vnd.ms-excel', sniffed: ['application/x-cfb'] },
  ppt: { mime: 'application/vnd.ms-powerpoint', sniffed: ['application/x-cfb'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    sniffed: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', ...OOXML],
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    sniffed: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ...OOXML],
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    sniffed: ['application/vnd.openxmlformats-officedocument.presentationml.presentation', ...OOXML],
  },
  zip: { mime: 'application/zip', sniffed: ['application/zip'] },
  rar: { mime: 'application/vnd.rar', sniffed: ['application/x-rar-compressed', 'application/vnd.rar'] },
  '7z': { mime: 'application/x-7z-compressed', sniffed: ['application/x-7z-compressed'] },
  mp3: { mime: 'audio/mpeg', sniffed: ['audio/mpeg'] },
  mp4: { mime: 'video/mp4', sniffed: ['video/mp4', 'video/quicktime', 'audio/mp4', 'video/x-m4v'] },
  txt: { mime: 'text/plain; charset=utf-8' },
  csv: { mime: 'text/csv; charset=utf-8' },
};

/** The lower-case extension of a file name ('' when none). */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export type UploadVerdict = { ok: true; mime: string; image: boolean } | { ok: false; reason: 'type' | 'content'; detail: string };

/** Judges a file by its name's extension and what its first bytes sniff as (`sniffed`: file-type's MIME, undefined for none). */
export function judgeUpload(name: string, sniffed: string | undefined): UploadVerdict {
  const ext = extensionOf(name);
  const kind = KINDS[ext];
  if (!kind) return { ok: false, reason: 'type', detail: ext ? `.${ext}` : '（无扩展名）' };
  const matches = kind.sniffed ? sniffed !== undefined && kind.sniffed.includes(sniffed) : sniffed === undefined;
  if (!matches) return { ok: false, reason: 'content', detail: `.${ext} 文件的内容${sniffed ? `是 ${sniffed}` : '无法识别'}` };
  return { ok: true, mime: kind.mime, image: !!kind.image };
}

/** The MIME type a stored path is served with (its extension's; unknown: a download). */
export const mimeOfPath = (path: string): string => KINDS[extensionOf(path)]?.mime ?? 'application/octet-stream';

/** Whether a served file may be shown inline (images and PDFs); everything else downloads. */
export const inlineMime = (mime: string): boolean => mime.startsWith('image/') || mime === 'application/pdf';

/**
 * The stored path of an upload: `[directory/]yyyyMMdd/<name>_<random>.<ext>`, the name stripped of any
 * directory part and of characters that mean something in a URL or a file system.
 */
export function storagePath(name: string, directory: string | undefined, now: Date, random: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const ext = extensionOf(base);
  const stem =
    (ext ? base.slice(0, -(ext.length + 1)) : base)
      .replace(/[^\p{L}\p{N}_.-]+/gu, '_')
      .replace(/^[._]+/, '')
      .slice(0, 80) || 'file';
  const day = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  const dir = (directory ?? '')
    .split('/')
    .filter((p) => /^[A-Za-z0-9_-]{1,32}$/.test(p))
    .slice(0, 3)
    .join('/');
  return `${dir ? `${dir}/` : ''}${day}/${stem}_${random}${ext ? `.${ext}` : ''}`;
}

/** A stored path as a request names it: relative, no dot segments, no backslashes or NULs. */
export function safeStoredPath(path: string): string | undefined {
  if (!path || path.length > 512 || /[\\\0]/.test(path) || path.startsWith('/')) return undefined;
  return path.split('/').every((p) => p && p !== '.' && p !== '..') ? path : undefined;
}

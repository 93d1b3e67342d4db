/** Spec §3: the file-type classification by extension (dict infra_file_type). */
export const FileKind = { IMAGE: 0, VIDEO: 1, AUDIO: 2, WORD: 3, SLIDES: 4, SPREADSHEET: 5, PDF: 6, ARCHIVE: 7, OTHER: -1 } as const;

const BY_EXTENSION: Record<string, number> = {};
const add = (kind: number, exts: string) => exts.split(' ').forEach((e) => (BY_EXTENSION[e] = kind));
add(FileKind.IMAGE, 'jpg jpeg png gif bmp webp svg ico tif tiff');
add(FileKind.VIDEO, 'mp4 avi mov wmv flv mkv webm mpeg mpg');
add(FileKind.AUDIO, 'mp3 wav aac flac ogg wma m4a');
add(FileKind.WORD, 'doc docx wps rtf odt');
add(FileKind.SLIDES, 'ppt pptx pps ppsx odp key');
add(FileKind.SPREADSHEET, 'xls xlsx csv et ods numbers');
add(FileKind.PDF, 'pdf');
add(FileKind.ARCHIVE, 'zip rar 7z tar gz bz2 xz tgz');

/** The kind of a file by its name's extension (case-insensitive); -1 when none matches. */
export function fileKindOf(name: string): number {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? FileKind.OTHER : (BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? FileKind.OTHER);
}

/** 12.3 KB, 4.5 MB … */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

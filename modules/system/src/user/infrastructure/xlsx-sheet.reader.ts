import { BizError } from '@dha/server-core';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';

/**
 * Reads the first sheet of an uploaded xlsx row by row, at a bounded cost whatever the file claims
 * (issue 29, hole 3: a 151 KB workbook of 1,000,000 rows froze the API when loaded whole).
 *
 * - The zip's central directory is read first: an entry declaring more than `maxEntryBytes` unpacked
 *   (a zip bomb, or a sheet far beyond any allowed import) is refused before anything is inflated.
 * - Entries are inflated as streams, counting what actually comes out: a directory that lies about
 *   sizes is cut off at the same limit.
 * - The sheet's `<dimension ref>` is handed to the caller before its rows, and rows come one at a
 *   time: the caller stops at its cap. Work is done chunk by chunk (16 KB), so the event loop keeps
 *   answering other requests between chunks.
 *
 * Only what the import needs is read: the workbook's sheet order and relations, the shared strings
 * and the first sheet's cell values (styles, formulas and hyperlinks are ignored; a cell's text is
 * what Excel shows for text, numbers as written).
 *
 * Not exceljs's streaming WorkbookReader: it inflates entries without a bound, keeps every shared
 * string, spills sheets that come before the shared strings to temporary files, and decodes each
 * chunk on its own (a Chinese character split between chunks is lost).
 */

export interface SheetLimits {
  /** the most an entry (a sheet, the shared strings …) may unpack to, declared or actual */
  maxEntryBytes: number;
  /** the 400's text when an entry is beyond it */
  tooLarge: string;
}

/** One row of the sheet: its number and its cells' text by column number (1 = A), blanks absent. */
export interface SheetRow {
  rowNo: number;
  cells: Map<number, string>;
}

export type SheetEvent = { kind: 'dimension'; lastRow: number } | { kind: 'row'; row: SheetRow };

const MAX_ENTRIES = 500;
const CHUNK_BYTES = 16 * 1024;
const INVALID = 'file 不是有效的 xlsx 文件';

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The zip's entries by name, from its central directory; refuses what no import workbook is. */
function zipEntries(zip: Buffer, limits: SheetLimits): Map<string, ZipEntry> {
  // the end-of-central-directory record: in the last 22 + 65,535 (comment) bytes
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw BizError.badRequest(INVALID);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  if (count > MAX_ENTRIES) throw BizError.badRequest(`${INVALID}（条目过多）`);
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw BizError.badRequest(INVALID);
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    };
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    // encrypted, another compression, or a second entry of the same name (which one would a reader take?)
    if (flags & 1 || (entry.method !== 0 && entry.method !== 8) || entries.has(entry.name)) throw BizError.badRequest(INVALID);
    // 0xffffffff: a ZIP64 size, far beyond any import; otherwise what the entry says it unpacks to
    if (entry.size > limits.maxEntryBytes) throw tooLarge(limits);
    entries.set(entry.name, entry);
  }
  return entries;
}

const tooLarge = (limits: SheetLimits) => BizError.badRequest(limits.tooLarge);

/** The entry's text, chunk by chunk, cut off once more than the limit came out (whatever it declared). */
async function* entryText(zip: Buffer, entry: ZipEntry, limits: SheetLimits): AsyncGenerator<string> {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== 0x04034b50) throw BizError.badRequest(INVALID);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw BizError.badRequest(INVALID);
  const packed = zip.subarray(start, start + entry.compressedSize);
  const source = Readable.from(
    (function* () {
      for (let i = 0; i < packed.length; i += CHUNK_BYTES) yield packed.subarray(i, i + CHUNK_BYTES);
    })(),
  );
  const stream = entry.method === 8 ? source.pipe(createInflateRaw({ chunkSize: CHUNK_BYTES })) : source;
  // text split anywhere in a multi-byte character is joined before the parser sees it
  const decoder = new StringDecoder('utf8');
  let bytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > limits.maxEntryBytes) throw tooLarge(limits);
      yield decoder.write(chunk);
    }
  } catch (error) {
    if (error instanceof BizError) throw error;
    throw BizError.badRequest(INVALID);
  } finally {
    source.destroy();
    stream.destroy();
  }
  yield decoder.end();
}

interface XmlTag {
  name: string;
  attributes: Record<string, string>;
  isSelfClosing: boolean;
}
type XmlEvent = { eventType: 'opentag'; value: XmlTag } | { eventType: 'text'; value: string } | { eventType: 'closetag'; value: XmlTag };

/** The longest tag or run of text carried from one chunk to the next (one cell's text is at most 32,767 characters). */
const MAX_PENDING = 256 * 1024;
const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ATTRIBUTE = /([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function unescapeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (_, e: string) => {
    if (e[0] !== '#') return NAMED[e]!;
    const code = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** Where the tag opened at `lt` ends (its `>`, not one inside a quoted attribute value), or -1: not in this text. */
function tagEnd(text: string, lt: number): number {
  let quote = 0;
  for (let i = lt + 1; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (quote) {
      if (ch === quote) quote = 0;
    } else if (ch === 0x22 || ch === 0x27) quote = ch;
    else if (ch === 0x3e) return i;
  }
  return -1;
}

/** The tag between `<` and `>` (exclusive); declarations and processing instructions are none. */
function tagOf(body: string): XmlEvent | undefined {
  if (body[0] === '?' || body[0] === '!') return undefined;
  if (body[0] === '/') return { eventType: 'closetag', value: { name: body.slice(1).trim(), attributes: {}, isSelfClosing: false } };
  const isSelfClosing = body.endsWith('/');
  const inner = isSelfClosing ? body.slice(0, -1) : body;
  const space = inner.search(/\s/);
  const name = space < 0 ? inner : inner.slice(0, space);
  const attributes: Record<string, string> = {};
  if (space >= 0) for (const m of inner.slice(space).matchAll(ATTRIBUTE)) attributes[m[1]!] = unescapeXml(m[2] ?? m[3] ?? '');
  return { eventType: 'opentag', value: { name, attributes, isSelfClosing } };
}

/**
 * The XML events of an entry, chunk by chunk: tags (with their attributes) and text. A tokenizer for
 * the machine-written parts of an xlsx rather than a validating parser: several times faster, so
 * a chunk costs the event loop a millisecond or two. Comments and CDATA are handled; what is cut
 * off (a tag never closed, a pending run past MAX_PENDING) answers 400.
 */
async function* xmlEvents(zip: Buffer, entry: ZipEntry, limits: SheetLimits): AsyncGenerator<XmlEvent[]> {
  let pending = '';
  for await (const chunk of entryText(zip, entry, limits)) {
    const text = pending + chunk;
    const events: XmlEvent[] = [];
    let at = 0;
    while (at < text.length) {
      const lt = text.indexOf('<', at);
      if (lt < 0) break;
      if (lt > at) events.push({ eventType: 'text', value: unescapeXml(text.slice(at, lt)) });
      at = lt;
      let end: number;
      let cdata: string | undefined;
      if (text.startsWith('<![CDATA[', lt)) {
        end = text.indexOf(']]>', lt);
        if (end >= 0) cdata = text.slice(lt + 9, end);
        end = end < 0 ? -1 : end + 2;
      } else if (text.startsWith('<!--', lt)) {
        end = text.indexOf('-->', lt);
        end = end < 0 ? -1 : end + 2;
      } else end = tagEnd(text, lt);
      if (end < 0) break;
      if (cdata !== undefined) events.push({ eventType: 'text', value: cdata });
      else {
        const tag = tagOf(text.slice(lt + 1, end));
        if (tag) {
          events.push(tag);
          if (tag.eventType === 'opentag' && tag.value.isSelfClosing) events.push({ eventType: 'closetag', value: tag.value });
        }
      }
      at = end + 1;
    }
    pending = text.slice(at);
    if (pending.length > MAX_PENDING) throw BizError.badRequest(INVALID);
    // a chunk's events at once: a yield per event would cost more than the parsing
    yield events;
  }
  if (pending.includes('<')) throw BizError.badRequest(INVALID);
}

/** A tag's name without its namespace prefix (`x:row` is `row`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** The shared strings: each item's runs' `<t>`, without the phonetic guide (`<rPh>`). */
async function sharedStrings(batches: AsyncGenerator<XmlEvent[]>): Promise<string[]> {
  const items: string[] = [];
  let text = '';
  let inT = false;
  let inPhonetic = false;
  for await (const batch of batches)
    for (const e of batch) {
      if (e.eventType === 'text') {
        if (inT && !inPhonetic) text += e.value;
        continue;
      }
      const name = local(e.value.name);
      if (e.eventType === 'opentag') {
        if (name === 'si') text = '';
        else if (name === 't') inT = !e.value.isSelfClosing;
        else if (name === 'rPh') inPhonetic = !e.value.isSelfClosing;
      } else if (name === 't') inT = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') items.push(text);
    }
  return items;
}

/** Where the first sheet and the shared strings are, from the workbook and its relations. */
async function partsOf(zip: Buffer, entries: Map<string, ZipEntry>, limits: SheetLimits): Promise<{ sheet: string; strings?: string }> {
  const targets = new Map<string, { type: string; target: string }>();
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (rels)
    for await (const batch of xmlEvents(zip, rels, limits))
      for (const e of batch)
        if (e.eventType === 'opentag' && local(e.value.name) === 'Relationship') {
          const { Id, Type, Target } = e.value.attributes;
          if (Id && Target) targets.set(Id, { type: Type ?? '', target: Target.startsWith('/') ? Target.slice(1) : `xl/${Target}` });
        }
  let firstSheetRel: string | undefined;
  const book = entries.get('xl/workbook.xml');
  if (book)
    sheets: for await (const batch of xmlEvents(zip, book, limits))
      for (const e of batch)
        if (e.eventType === 'opentag' && local(e.value.name) === 'sheet') {
          firstSheetRel = Object.entries(e.value.attributes).find(([k]) => local(k) === 'id')?.[1];
          break sheets;
        }
  const sheet = (firstSheetRel && targets.get(firstSheetRel)?.target) || 'xl/worksheets/sheet1.xml';
  const strings = [...targets.values()].find((t) => t.type.endsWith('/sharedStrings'))?.target ?? 'xl/sharedStrings.xml';
  return { sheet, strings: entries.has(strings) ? strings : undefined };
}

/** Column number of a cell reference (`C5` → 3). */
function columnOf(ref: string): number {
  let col = 0;
  for (const ch of ref.toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    col = col * 26 + code - 64;
  }
  return col;
}

/** The last row a `<dimension ref="A1:H1000001">` declares. */
const lastRowOf = (ref: string): number => Math.max(0, ...(ref.match(/\d+/g) ?? ['0']).map(Number));

/**
 * The first sheet of the workbook: its declared dimension (when it has one) and then its rows, one at
 * a time. The caller stops when it has enough (a `break` ends the inflation).
 */
export async function* readFirstSheet(zip: Buffer, limits: SheetLimits): AsyncGenerator<SheetEvent> {
  const entries = zipEntries(zip, limits);
  const { sheet, strings } = await partsOf(zip, entries, limits);
  const sheetEntry = entries.get(sheet);
  if (!sheetEntry) throw BizError.badRequest('file 没有工作表');
  const shared = strings ? await sharedStrings(xmlEvents(zip, entries.get(strings)!, limits)) : [];

  let row: SheetRow | undefined;
  let rowNo = 0;
  let cell: { col: number; type: string; value: string; inValue: boolean; inline: string[] } | undefined;
  let col = 0;
  let inT = false;
  let inPhonetic = false;
  for await (const batch of xmlEvents(zip, sheetEntry, limits)) {
    // the rows this chunk completed, handed over after it (the caller may stop at any of them)
    const ready: SheetEvent[] = [];
    for (const e of batch) {
      if (e.eventType === 'text') {
        if (cell?.inValue) cell.value += e.value;
        else if (cell && inT && !inPhonetic) cell.inline.push(e.value);
        continue;
      }
      const name = local(e.value.name);
      if (e.eventType === 'opentag') {
        const a = e.value.attributes;
        if (name === 'dimension' && a.ref) ready.push({ kind: 'dimension', lastRow: lastRowOf(a.ref) });
        else if (name === 'row') {
          rowNo = a.r ? Number(a.r) : rowNo + 1;
          row = { rowNo, cells: new Map() };
          col = 0;
        } else if (name === 'c' && row) {
          col = a.r ? columnOf(a.r) : col + 1;
          cell = { col, type: a.t ?? 'n', value: '', inValue: false, inline: [] };
        } else if (name === 'v' && cell) cell.inValue = !e.value.isSelfClosing;
        else if (name === 't' && cell) inT = !e.value.isSelfClosing;
        else if (name === 'rPh') inPhonetic = !e.value.isSelfClosing;
      } else if (name === 'v' && cell) cell.inValue = false;
      else if (name === 't') inT = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'c' && cell && row) {
        const text = cellText(cell, shared);
        if (text) row.cells.set(cell.col, text);
        cell = undefined;
      } else if (name === 'row' && row) {
        ready.push({ kind: 'row', row });
        row = undefined;
      }
    }
    yield* ready;
  }
}

/** A cell's text as the import reads it: strings as they are, numbers as written, booleans true/false, errors blank. */
function cellText(cell: { type: string; value: string; inline: string[] }, shared: string[]): string {
  switch (cell.type) {
    case 's':
      return shared[Number(cell.value)] ?? '';
    case 'inlineStr':
      return cell.inline.join('');
    case 'b':
      return cell.value === '1' ? 'true' : 'false';
    case 'e':
      return '';
    case 'str':
    case 'd':
      return cell.value;
    default: {
      if (cell.value === '') return '';
      const n = Number(cell.value);
      return Number.isFinite(n) ? String(n) : cell.value;
    }
  }
}

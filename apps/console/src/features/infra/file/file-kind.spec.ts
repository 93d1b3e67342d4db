import { FileKind, fileKindOf, formatSize } from './file-kind';

describe('file-type classification by extension (spec §3)', () => {
  it.each([
    ['cover.PNG', FileKind.IMAGE],
    ['a.b.jpeg', FileKind.IMAGE],
    ['clip.mp4', FileKind.VIDEO],
    ['song.mp3', FileKind.AUDIO],
    ['plan.docx', FileKind.WORD],
    ['talk.pptx', FileKind.SLIDES],
    ['sheet.xlsx', FileKind.SPREADSHEET],
    ['list.csv', FileKind.SPREADSHEET],
    ['guide.pdf', FileKind.PDF],
    ['all.7z', FileKind.ARCHIVE],
    ['notes.txt', FileKind.OTHER],
    ['README', FileKind.OTHER],
  ])('%s → %i', (name, kind) => expect(fileKindOf(name)).toBe(kind));

  it('formats sizes', () => {
    expect([formatSize(512), formatSize(2048), formatSize(5 * 1024 * 1024)]).toEqual(['512 B', '2.0 KB', '5.0 MB']);
  });
});

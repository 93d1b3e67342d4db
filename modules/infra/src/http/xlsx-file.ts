import { StreamableFile } from '@nestjs/common';

/** An export workbook as the download the console saves (`filename*` keeps the Chinese name). */
export function xlsxFile(buffer: Buffer, asciiName: string, name: string): StreamableFile {
  return new StreamableFile(buffer, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    disposition: `attachment; filename="${asciiName}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${name}.xlsx`)}`,
    length: buffer.length,
  });
}

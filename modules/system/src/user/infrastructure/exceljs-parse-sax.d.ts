/** exceljs's own SAX step (saxes, which it depends on): batches of events per chunk written. */
declare module 'exceljs/lib/utils/parse-sax' {
  interface SaxTag {
    name: string;
    attributes: Record<string, string>;
    isSelfClosing?: boolean;
  }
  type SaxEvent = { eventType: 'opentag'; value: SaxTag } | { eventType: 'text'; value: string } | { eventType: 'closetag'; value: SaxTag };
  export default function parseSax(chunks: AsyncIterable<string | Uint8Array>): AsyncGenerator<SaxEvent[]>;
}

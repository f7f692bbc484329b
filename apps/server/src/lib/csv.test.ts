import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.js';

describe('csv', () => {
  it('quotes every cell and doubles quotes, so commas and line breaks stay in the cell', () => {
    expect(csvRow(['a', 'b,c', 'say "hi"', 'two\r\nlines', null, 42])).toBe(
      '"a","b,c","say ""hi""","two\r\nlines","","42"\r\n',
    );
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    for (const f of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(f).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('Dr. Ann')).toBe('"Dr. Ann"');
  });

  it('writes dates as ISO text and objects as JSON', () => {
    expect(csvCell(new Date('2027-01-02T03:04:05Z'))).toBe('"2027-01-02T03:04:05.000Z"');
    expect(csvCell({ email: 'a@b.test' })).toBe('"{""email"":""a@b.test""}"');
  });
});

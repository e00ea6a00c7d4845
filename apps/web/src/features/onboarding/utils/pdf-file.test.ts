import { describe, expect, it } from 'vitest';
import { formatFileSize, hasPdfSignature, isWithinSizeLimit, looksLikePdf } from './pdf-file';

const pdf = (name = 'id.pdf', body = '%PDF-1.7 body') =>
  new File([body], name, { type: 'application/pdf' });

describe('PDF checks', () => {
  it('judges by type, or by extension when the browser gives no type', () => {
    expect(looksLikePdf(pdf())).toBe(true);
    expect(looksLikePdf(new File(['x'], 'scan.png', { type: 'image/png' }))).toBe(false);
    expect(looksLikePdf(new File(['x'], 'scan.PDF'))).toBe(true);
    expect(looksLikePdf(new File(['x'], 'scan.docx'))).toBe(false);
  });

  it('reads the %PDF- signature', async () => {
    expect(await hasPdfSignature(pdf())).toBe(true);
    expect(await hasPdfSignature(pdf('renamed.pdf', 'PK\u0003\u0004 word file'))).toBe(false);
  });

  it('caps files at 10 MB', () => {
    const exactly10 = new File([new Uint8Array(10 * 1024 * 1024)], 'a.pdf');
    const over = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'b.pdf');
    expect(isWithinSizeLimit(exactly10)).toBe(true);
    expect(isWithinSizeLimit(over)).toBe(false);
  });

  it('formats sizes for people', () => {
    expect(formatFileSize(532)).toBe('532 B');
    expect(formatFileSize(20 * 1024)).toBe('20 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(12 * 1024 * 1024)).toBe('12 MB');
  });
});

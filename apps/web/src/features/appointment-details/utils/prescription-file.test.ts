import { describe, expect, it } from 'vitest';
import { prescriptionFileError } from './prescription-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('prescriptionFileError', () => {
  it('takes JPG, PNG and PDF up to 10 MB', () => {
    expect(prescriptionFileError(file('rx.jpg', 'image/jpeg'))).toBeNull();
    expect(prescriptionFileError(file('rx.png', 'image/png'))).toBeNull();
    expect(prescriptionFileError(file('rx.pdf', 'application/pdf', 10 * 1024 * 1024))).toBeNull();
    // No type from the browser: the name decides.
    expect(prescriptionFileError(file('RX.JPEG', ''))).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(prescriptionFileError(file('rx.gif', 'image/gif'))).toBe(
      'Only JPG, PNG or PDF files are allowed.',
    );
    expect(prescriptionFileError(file('rx.docx', ''))).toBe(
      'Only JPG, PNG or PDF files are allowed.',
    );
    expect(prescriptionFileError(file('rx.pdf', 'application/pdf', 10 * 1024 * 1024 + 1))).toBe(
      'File size exceeds 10MB limit.',
    );
  });
});

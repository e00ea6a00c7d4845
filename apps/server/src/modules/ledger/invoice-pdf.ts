// The invoice as a PDF, drawn with pdfkit in bundled Noto Sans Devanagari
// (from @fontsource, read from disk: no network). Its Latin file has no ₹ and
// its Devanagari file no Latin letters, so each text is written in runs, each
// run in the file that has its characters (fontkit shapes the Devanagari).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatRupees } from '@clinic/shared/money';
import type { InvoicePdfData } from './service.ts';

const require = createRequire(import.meta.url);
const fontFile = (subset: 'latin' | 'devanagari', weight: 400 | 700) =>
  require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
  );

type FontName = 'latin' | 'latin-bold' | 'deva' | 'deva-bold';
let fonts: Record<FontName, Buffer> | null = null;
/** Read once per process, on first use. */
function bundledFonts(): Record<FontName, Buffer> {
  fonts ??= {
    latin: readFileSync(fontFile('latin', 400)),
    'latin-bold': readFileSync(fontFile('latin', 700)),
    deva: readFileSync(fontFile('devanagari', 400)),
    'deva-bold': readFileSync(fontFile('devanagari', 700)),
  };
  return fonts;
}

/** Devanagari, Vedic extensions, the joiners and ₹: the Devanagari file's characters. */
const isDevanagari = (ch: string) => {
  const c = ch.codePointAt(0) ?? 0;
  return (
    (c >= 0x0900 && c <= 0x097f) ||
    (c >= 0xa8e0 && c <= 0xa8ff) ||
    (c >= 0x1cd0 && c <= 0x1cff) ||
    c === 0x200c ||
    c === 0x200d ||
    c === 0x20b9
  );
};

/** 'Dr. राम ₹500' -> [latin 'Dr. ', deva 'राम ₹', latin '500']; spaces join the run they follow. */
export function scriptRuns(text: string): { deva: boolean; text: string }[] {
  const runs: { deva: boolean; text: string }[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const deva = /\s/.test(ch) && last ? last.deva : isDevanagari(ch);
    if (last && last.deva === deva) last.text += ch;
    else runs.push({ deva, text: ch });
  }
  return runs;
}

type Doc = InstanceType<typeof PDFDocument>;

interface TextOptions {
  bold?: boolean;
  size?: number;
  x?: number;
  y?: number;
  width?: number;
  align?: 'left' | 'right';
  color?: string;
}

/** Writes one line of mixed-script text at (x, y) or where the cursor is. */
function write(doc: Doc, text: string, o: TextOptions = {}) {
  const runs = scriptRuns(text || ' ');
  doc.fontSize(o.size ?? 10).fillColor(o.color ?? '#111827');
  const x = o.x ?? doc.x;
  const y = o.y ?? doc.y;
  if (o.align === 'right' && o.width) {
    // Right-aligned runs: measure first, then write from the left edge of the whole.
    const widths = runs.map((r) => {
      doc.font(fontOf(r.deva, o.bold));
      return doc.widthOfString(r.text);
    });
    const total = widths.reduce((a, b) => a + b, 0);
    let at = x + o.width - total;
    runs.forEach((r, i) => {
      doc.font(fontOf(r.deva, o.bold)).text(r.text, at, y, { lineBreak: false });
      at += widths[i]!;
    });
    doc.x = x;
    doc.y = y + doc.currentLineHeight(true);
    return;
  }
  runs.forEach((r, i) => {
    doc.font(fontOf(r.deva, o.bold));
    const last = i === runs.length - 1;
    if (i === 0) doc.text(r.text, x, y, { continued: !last, width: o.width, lineBreak: false });
    else doc.text(r.text, { continued: !last, lineBreak: false });
  });
  doc.x = x;
}

const fontOf = (deva: boolean, bold = false): FontName =>
  `${deva ? 'deva' : 'latin'}${bold ? '-bold' : ''}` as FontName;

/** dd-mm-yyyy, as the screens show dates. */
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

function money(rupees: number, currency: string): string {
  const paise = Math.round(rupees * 100);
  if (currency === 'INR') return formatRupees(paise);
  return `${currency} ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The invoice PDF's bytes. */
export function invoicePdf(inv: InvoicePdfData, createdAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `Invoice ${inv.invoiceId}`,
      Subject: `Invoice ${inv.invoiceId}`,
      Author: inv.practice.clinicName ?? inv.practice.doctorName,
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  for (const [name, bytes] of Object.entries(bundledFonts())) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;
  const p = inv.practice;

  // The practice.
  write(doc, p.clinicName ?? p.doctorName, { bold: true, size: 18, x: left, y: 50 });
  let y = 76;
  for (const line of [
    p.clinicAddress,
    [p.doctorName, p.degrees].filter(Boolean).join(', '),
    p.registration,
  ]) {
    if (!line) continue;
    write(doc, line, { x: left, y, size: 10, color: '#374151' });
    y += 14;
  }
  write(doc, 'INVOICE', { bold: true, size: 20, x: left, y: 50, width, align: 'right' });
  write(doc, inv.invoiceId, { bold: true, x: left, y: 78, width, align: 'right' });
  write(doc, `Date: ${ddmmyyyy(inv.date)}`, { x: left, y: 92, width, align: 'right' });
  if (inv.appointmentRef)
    write(doc, `Appointment ${inv.appointmentRef}`, { x: left, y: 106, width, align: 'right' });

  // The patient.
  y = Math.max(y, 124) + 16;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#d1d5db').stroke();
  y += 12;
  write(doc, 'Bill to', { bold: true, x: left, y, color: '#6b7280' });
  y += 15;
  write(doc, inv.patient, { bold: true, size: 12, x: left, y });
  y += 17;
  for (const line of [inv.phone, inv.patientEmail]) {
    if (!line) continue;
    write(doc, line, { x: left, y, color: '#374151' });
    y += 14;
  }

  // The line items.
  y += 16;
  doc.rect(left, y, width, 22).fill('#f3f4f6');
  write(doc, 'Description', { bold: true, x: left + 8, y: y + 5 });
  write(doc, `Amount (${inv.currency})`, {
    bold: true,
    x: left,
    y: y + 5,
    width: width - 8,
    align: 'right',
  });
  y += 30;
  const row = (label: string, value: string, bold = false) => {
    write(doc, label, { x: left + 8, y, bold, width: width - 160 });
    write(doc, value, { x: left, y, width: width - 8, align: 'right', bold });
    y += 20;
  };
  row(inv.treatment, money(inv.cost, inv.currency));
  if (inv.discount > 0) row('Discount', `- ${money(inv.discount, inv.currency)}`);
  row(`Tax (GST ${Number(inv.taxPercent.toFixed(2))}%)`, money(inv.tax, inv.currency));
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#d1d5db').stroke();
  y += 8;
  row('Total', money(inv.amount, inv.currency), true);
  row('Paid', money(inv.paid, inv.currency));
  if (inv.refunded > 0) row('Refunded', money(inv.refunded, inv.currency));
  row('Balance', money(inv.balance, inv.currency), true);
  row('Status', inv.status);
  row('Payment reference', inv.paymentReference ?? '—');

  write(doc, `Invoice ${inv.invoiceId} · serial ${inv.currentInvoiceSrNo}`, {
    x: left,
    y: doc.page.height - 70,
    size: 8,
    color: '#6b7280',
  });
  doc.end();
  return done;
}

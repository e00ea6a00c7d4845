import { inflateSync } from 'node:zlib';

// A tiny but valid one-page PDF, built in memory: the sign-up checks files by their
// content (the %PDF- signature), so a real PDF is needed, not a renamed text file.

/** A one-page PDF whose page shows `title`; a few hundred bytes. */
export function onePagePdf(title: string): Buffer {
  const text = title.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The file Playwright's setInputFiles takes, named `name`. */
export function pdfFile(
  name: string,
  title = name,
): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'application/pdf', buffer: onePagePdf(title) };
}

/**
 * The text of a PDF the server wrote with pdfkit and embedded fonts: content streams
 * inflated, each `<glyph ids>` string mapped through its font's ToUnicode CMap, a new
 * line where the text matrix moves to another line. Enough for pdfkit's own output
 * (fonts named /F1... document-wide, bfrange arrays), not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: Buffer | null }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const s = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body);
    let stream: Buffer | null = null;
    if (s) {
      const bytes = Buffer.from(s[1]!, 'latin1');
      try {
        stream = body.includes('/FlateDecode') ? inflateSync(bytes) : bytes;
      } catch {
        stream = null;
      }
    }
    objects.set(m[1]!, { dict: s ? body.slice(0, s.index) : body, stream });
  }
  const cmapOf = (fontObj: string): Map<number, string> => {
    const map = new Map<number, string>();
    const ref = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontObj)?.dict ?? '');
    const cmap = ref ? objects.get(ref[1]!)?.stream?.toString('latin1') : undefined;
    if (!cmap) return map;
    for (const r of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
      const start = parseInt(r[1]!, 16);
      [...r[3]!.matchAll(/<([0-9a-f ]*)>/gi)].forEach((u, i) => {
        const units = u[1]!
          .split(' ')
          .filter(Boolean)
          .map((h) => parseInt(h, 16));
        map.set(start + i, String.fromCharCode(...units));
      });
    }
    return map;
  };
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const f of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      if (!fonts.has(f[1]!)) fonts.set(f[1]!, cmapOf(f[2]!));
    }
  }
  let out = '';
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/(Length1|Subtype|Type)\b/.test(dict)) continue;
    let font = new Map<number, string>();
    let lastY: number | null = null;
    for (const t of stream
      .toString('latin1')
      .matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-f]*)>|(-?[\d.]+) Tm\b/g)) {
      if (t[1]) font = fonts.get(t[1]) ?? new Map();
      else if (t[2] !== undefined) {
        for (let i = 0; i + 4 <= t[2].length; i += 4) {
          out += font.get(parseInt(t[2].slice(i, i + 4), 16)) ?? '';
        }
      } else {
        const y = Number(t[3]);
        if (lastY === null || Math.abs(y - lastY) > 2) out += '\n';
        lastY = y;
      }
    }
  }
  return out;
}

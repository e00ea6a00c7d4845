import { inflateSync } from 'node:zlib';
/** A small valid one-page PDF, for upload tests. */
export function tinyPdf(title = 'Test document'): Buffer {
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
  ];
  const stream = `BT /F1 12 Tf 20 100 Td (${title}) Tj ET`;
  objs.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out);
}

/**
 * The text of a PDF that pdfkit wrote with embedded fonts: content streams
 * inflated, each `<glyph ids>` string mapped through its font's ToUnicode
 * CMap; a new line where the text matrix moves to another line. Shaped
 * Devanagari comes out in glyph order. Enough for pdfkit's own
 * output (fonts named /F1... document-wide, bfrange arrays), not a general parser.
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
  for (const { dict } of objects.values())
    for (const f of dict.matchAll(/\/(F\d+) (\d+) 0 R/g))
      if (!fonts.has(f[1]!)) fonts.set(f[1]!, cmapOf(f[2]!));
  let out = '';
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/(Length1|Subtype|Type)\b/.test(dict)) continue;
    let font = new Map<number, string>();
    let lastY: number | null = null;
    const ops = stream.toString('latin1');
    for (const t of ops.matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-f]*)>|(-?[\d.]+) Tm\b/g)) {
      if (t[1]) font = fonts.get(t[1]) ?? new Map();
      else if (t[2] !== undefined)
        for (let i = 0; i + 4 <= t[2].length; i += 4)
          out += font.get(parseInt(t[2].slice(i, i + 4), 16)) ?? '';
      else {
        const y = Number(t[3]);
        if (lastY === null || Math.abs(y - lastY) > 2) out += '\n';
        lastY = y;
      }
    }
  }
  return out;
}

import type { SeedMedia } from '../seed/types';
import { wrap } from './drawings';

/**
 * A one-page PDF 1.4 written by hand: no library needed for a coloured header, the title and two lines of text.
 * The standard Helvetica fonts need no embedding; WinAnsiEncoding gives them the Danish letters, written as
 * octal escapes so the file stays 7-bit and byte offsets equal string offsets.
 */

// cp1252 positions of the typographic characters outside Latin-1 that Danish text uses.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF literal string in WinAnsiEncoding: `(Brev til for\346ldre)`. */
export function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 32 && code < 127) out += char;
    else {
      const byte = code >= 160 && code <= 255 ? code : (WIN_ANSI_EXTRA[char] ?? 63);
      out += `\\${byte.toString(8).padStart(3, '0')}`;
    }
  }
  return `(${out})`;
}

/** A PDF text string for the document information (UTF-16BE with a byte-order mark, as hex). */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');

function contentStream(media: SeedMedia): string {
  const { width: w, height: h } = media;
  const [dark, light] = media.colors;
  const margin = 56;
  const title = wrap(media.title, Math.floor((w - 2 * margin) / (26 * 0.56)), 3);
  const body = [
    'Fonden for Iværksætteri i Skolen – materiale til undervisningen.',
    'Demodokument fra den lokale stand-in; indholdet er kun til afprøvning.',
  ];
  const bandHeight = 80 + title.length * 32;
  const lines = [
    'q',
    `${rgb(dark)} rg 0 ${h - bandHeight} ${w} ${bandHeight} re f`,
    `${rgb(light)} rg 0 0 ${w} 28 re f`,
    'Q',
    'BT',
    `/F2 26 Tf 1 1 1 rg 32 TL ${margin} ${h - 70} Td`,
    ...title.map((line, i) => `${i ? 'T* ' : ''}${pdfString(line)} Tj`),
    'ET',
    'BT',
    `/F1 12 Tf 0.15 0.15 0.15 rg 18 TL ${margin} ${h - bandHeight - 48} Td`,
    ...body.map((line, i) => `${i ? 'T* ' : ''}${pdfString(line)} Tj`),
    'ET',
  ];
  return `${lines.join('\n')}\n`;
}

export function pdfDocument(media: SeedMedia): Buffer {
  const stream = contentStream(media);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${media.width} ${media.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}endstream`,
    // A fixed creation date keeps the file byte-for-byte the same on every run.
    `<< /Title ${pdfTextString(media.title)} /Producer (prisma-free-mock) /CreationDate (D:20250101000000Z) >>`,
  ];
  // The second line's high bytes mark the file as binary for transfer tools, as the PDF spec recommends.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

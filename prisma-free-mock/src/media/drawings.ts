import { createHash } from 'node:crypto';
import type { SeedMedia } from '../seed/types';

/**
 * SVG drawings of the demo media: a photo stand-in (gradient, shapes, title) that sharp turns into a JPEG, and
 * the logos served as SVG. Everything derives from the media item itself, so a file is the same on every run.
 */

// DejaVu and Liberation are what fontconfig finds on the Debian images this runs on; any sans-serif will do.
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Deterministic numbers in [0, 1) from the media's identity, for the shapes' positions. */
function randoms(media: SeedMedia): number[] {
  const bytes = createHash('sha256').update(`${media.udi}:${media.path}`).digest();
  return [...bytes].map((b) => b / 256);
}

/** Greedy word wrap by an estimated glyph width (about 0.58 em for a bold sans). */
export function wrap(text: string, maxChars: number, maxLines = 4): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

export function initials(title: string): string {
  const capitals = title
    .split(/[\s-]+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word.charAt(0));
  return (capitals.length >= 2 ? capitals.join('') : title.replace(/[^\p{L}]/gu, '').slice(0, 2))
    .slice(0, 3)
    .toUpperCase();
}

/** The picture behind a JPEG: the two colours as a diagonal gradient, soft circles, a hill, and the title. */
export function pictureSvg(media: SeedMedia): string {
  const { width: w, height: h } = media;
  const [from, to] = media.colors;
  const r = randoms(media);
  const at = (i: number) => r[i % r.length] ?? 0.5;
  const short = Math.min(w, h);
  const circles = [0, 1, 2, 3]
    .map((i) => {
      const cx = Math.round(at(i * 3) * w);
      const cy = Math.round(at(i * 3 + 1) * h * 0.8);
      const radius = Math.round(short * (0.12 + at(i * 3 + 2) * 0.3));
      return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#ffffff" fill-opacity="${(0.08 + at(i + 20) * 0.12).toFixed(2)}"/>`;
    })
    .join('');
  const hill = `<path d="M0 ${Math.round(h * 0.78)} Q ${Math.round(w * (0.25 + at(24) * 0.3))} ${Math.round(h * (0.55 + at(25) * 0.15))} ${w} ${Math.round(h * 0.8)} L ${w} ${h} L 0 ${h} Z" fill="${from}" fill-opacity="0.55"/>`;
  const tilt = Math.round(at(26) * 40 - 20);
  const block = `<rect x="${Math.round(w * 0.62)}" y="${Math.round(h * 0.12)}" width="${Math.round(short * 0.28)}" height="${Math.round(short * 0.28)}" rx="${Math.round(short * 0.03)}" fill="${to}" fill-opacity="0.45" transform="rotate(${tilt} ${Math.round(w * 0.76)} ${Math.round(h * 0.26)})"/>`;

  const fontSize = Math.max(14, Math.round(Math.min(w / 18, h / 9)));
  const lines = wrap(media.title, Math.max(8, Math.floor((w * 0.84) / (fontSize * 0.62))));
  const lineHeight = Math.round(fontSize * 1.25);
  const bandHeight = lines.length * lineHeight + fontSize;
  const bandY = h - bandHeight - Math.round(h * 0.06);
  const text = lines
    .map(
      (line, i) =>
        `<tspan x="${Math.round(w * 0.06)}" y="${bandY + fontSize * 1.2 + i * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    circles,
    block,
    hill,
    `<rect x="0" y="${bandY}" width="${w}" height="${bandHeight}" fill="#000000" fill-opacity="0.28"/>`,
    `<text font-family="${FONT}" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${text}</text>`,
    '</svg>',
  ].join('');
}

/** A logo: a mark with the initials, and beside it the name when the logo is wide enough. */
export function logoSvg(media: SeedMedia): string {
  const { width: w, height: h } = media;
  const [ink, accent] = media.colors;
  const title = escapeXml(media.title);
  const mark = Math.min(w, h);
  const letters = escapeXml(initials(media.title));
  const markSvg =
    `<rect x="${mark * 0.06}" y="${mark * 0.06}" width="${mark * 0.88}" height="${mark * 0.88}" rx="${mark * 0.2}" fill="${ink}"/>` +
    `<circle cx="${mark * 0.78}" cy="${mark * 0.22}" r="${mark * 0.1}" fill="${accent}"/>` +
    `<text x="${mark / 2}" y="${mark * 0.64}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${Math.round(mark * (letters.length > 2 ? 0.3 : 0.38))}" fill="${accent}">${letters}</text>`;
  let name = '';
  if (w >= h * 2) {
    // As many lines as the height holds, so a long name is wrapped whole rather than cut.
    const fontSize = Math.max(9, Math.round(h * 0.22));
    const lineCount = Math.max(1, Math.floor((h * 0.9) / (fontSize * 1.15)));
    const lines = wrap(media.title, Math.max(6, Math.floor((w - mark * 1.2) / (fontSize * 0.66))), lineCount);
    const top = h / 2 - ((lines.length - 1) * fontSize * 1.15) / 2 + fontSize * 0.35;
    name =
      `<text font-family="${FONT}" font-weight="bold" font-size="${fontSize}" fill="${ink}">` +
      lines
        .map(
          (line, i) =>
            `<tspan x="${Math.round(mark * 1.12)}" y="${(top + i * fontSize * 1.15).toFixed(1)}">${escapeXml(line)}</tspan>`,
        )
        .join('') +
      '</text>';
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${title}">` +
    `<title>${title}</title>${markSvg}${name}</svg>`
  );
}

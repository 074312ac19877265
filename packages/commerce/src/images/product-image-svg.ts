/**
 * Draws a product image as SVG from what the generator stored: the article's colours, a motif,
 * an accent, the product name and number. Every article looks different, and nothing is
 * downloaded.
 */

export interface ImageSource {
  readonly motif: number;
  readonly colors: readonly string[];
  readonly accent: string;
  readonly label: string;
  readonly number: string;
  readonly position: number;
  readonly angle: number;
}

/** The drawing's own size; renditions scale it. */
export const sourceSize = 800;

const hexColor = /^#[0-9a-f]{6}$/i;

function color(value: unknown, fallback: string): string {
  return typeof value === 'string' && hexColor.test(value) ? value : fallback;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Reads a stored source defensively: the image service must draw whatever the row holds. */
export function imageSource(raw: unknown): ImageSource {
  const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const colors = Array.isArray(record.colors)
    ? record.colors.map((entry) => color(entry, '#8c8f96'))
    : [];
  const number = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  return {
    motif: number(record.motif, 0),
    colors: colors.length > 0 ? colors : ['#8c8f96'],
    accent: color(record.accent, '#f2c530'),
    label: typeof record.label === 'string' ? record.label.slice(0, 60) : '',
    number: typeof record.number === 'string' ? record.number.slice(0, 20) : '',
    position: number(record.position, 0),
    angle: number(record.angle, 0),
  };
}

function shape(motif: number, fill: string): string {
  const center = sourceSize / 2;
  switch (((motif % 6) + 6) % 6) {
    case 0:
      return `<circle cx="${center}" cy="${center - 40}" r="220" fill="${fill}"/>`;
    case 1:
      return `<rect x="190" y="150" width="420" height="420" rx="70" fill="${fill}"/>`;
    case 2:
      return `<polygon points="400,130 650,570 150,570" fill="${fill}"/>`;
    case 3:
      return `<polygon points="400,130 610,250 610,490 400,610 190,490 190,250" fill="${fill}"/>`;
    case 4:
      return `<ellipse cx="${center}" cy="${center - 40}" rx="290" ry="190" fill="${fill}"/>`;
    default:
      return `<path d="M400 140 L460 310 L640 310 L495 415 L550 590 L400 485 L250 590 L305 415 L160 310 L340 310 Z" fill="${fill}"/>`;
  }
}

export function productImageSvg(source: ImageSource): string {
  const [main = '#8c8f96', second] = source.colors;
  const stripes = (second ?? source.accent) as string;
  const rotation = (source.angle + source.position * 37) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${sourceSize}" height="${sourceSize}" viewBox="0 0 ${sourceSize} ${sourceSize}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffffff"/>
      <stop offset="1" stop-color="${main}" stop-opacity="0.35"/>
    </linearGradient>
  </defs>
  <rect width="${sourceSize}" height="${sourceSize}" fill="url(#bg)"/>
  <g transform="rotate(${rotation} 400 360)">
    ${shape(source.motif + source.position, main)}
    <rect x="230" y="330" width="340" height="26" rx="13" fill="${stripes}" opacity="0.9"/>
    <rect x="260" y="380" width="280" height="18" rx="9" fill="${stripes}" opacity="0.7"/>
  </g>
  <circle cx="${120 + ((source.angle * 3) % 560)}" cy="110" r="34" fill="${source.accent}" opacity="0.85"/>
  <circle cx="${680 - ((source.angle * 5) % 560)}" cy="640" r="22" fill="${source.accent}" opacity="0.6"/>
  <text x="400" y="718" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="38" text-anchor="middle" fill="#2a2a30">${escapeXml(source.label)}</text>
  <text x="400" y="764" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="26" text-anchor="middle" fill="#55555c">${escapeXml(source.number)} · ${source.position + 1}</text>
</svg>`;
}

/**
 * The colours a product drawing is painted in: the variant's main colour, its second colour
 * (or the accent), and the fixed tones every drawing shares (outline ink, metal, wood, glass),
 * in the flat style of the Storybook fixtures.
 */
export interface Paint {
  readonly main: string;
  readonly mainDark: string;
  readonly mainLight: string;
  readonly second: string;
  readonly secondDark: string;
  readonly secondLight: string;
  readonly ink: string;
  readonly metal: string;
  readonly wood: string;
  readonly glass: string;
  readonly white: string;
}

const hexColor = /^#[0-9a-f]{6}$/i;

function channels(hex: string): [number, number, number] {
  const value = hexColor.test(hex) ? hex : '#8c8f96';
  return [1, 3, 5].map((start) => Number.parseInt(value.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `from` moved `share` (0–1) of the way to `to`. */
export function mix(from: string, to: string, share: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex(a.map((channel, index) => channel + ((b[index] ?? 0) - channel) * share));
}

/** Relative lightness 0 (black) – 1 (white), close enough to choose a background by. */
export function lightness(hex: string): number {
  const [red, green, blue] = channels(hex);
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
}

/** The paint of a variant: its main colour and its second colour (or accent). */
export function paintOf(main: string, second: string): Paint {
  // A second colour equal to the main one would hide the drawing's parts: take a darker tone.
  const distinct =
    second.toLowerCase() === main.toLowerCase() ? mix(main, '#2a2a30', 0.45) : second;
  // Very dark colours get a lighter outline, light ones a darker one, so shapes stay apart.
  const outline = (hex: string) =>
    lightness(hex) < 0.2 ? mix(hex, '#ffffff', 0.28) : mix(hex, '#1f1f24', 0.28);
  return {
    main,
    mainDark: outline(main),
    mainLight: mix(main, '#ffffff', 0.55),
    second: distinct,
    secondDark: outline(distinct),
    secondLight: mix(distinct, '#ffffff', 0.55),
    ink: '#3b3b3b',
    metal: '#b9bec6',
    wood: '#c9a27a',
    glass: '#d6e8f2',
    white: '#ffffff',
  };
}

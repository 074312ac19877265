import type { UiTextValues } from './messages';

const placeholder = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * Fills `{{name}}` placeholders of one catalogue text. For stories and tests only, to spell
 * the text they expect from the catalogue (`interpolate(de.delivery.late, { weeks: 3 })`);
 * components get their texts from i18next through `useUiText`. An unknown placeholder stays
 * visible so it gets noticed.
 */
export function interpolate(text: string, values: UiTextValues = {}): string {
  return text.replace(placeholder, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}

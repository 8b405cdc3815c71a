/** Joins class names, skipping empty ones (CSS Modules give `string | undefined`). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

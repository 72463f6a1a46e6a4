/**
 * The class names that apply, joined. A CSS Module's class reads as `string | undefined` (its
 * map has an index signature), so the kit joins through here rather than in template strings.
 */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter((name): name is string => typeof name === 'string' && name !== '').join(' ');
}

import type { LanguageCode } from '@casino/shared';

/**
 * A loader per language that has words of its own: gb reads en's (the two differ in currency and
 * menu, not in wording). Each is an arrow around its own `import()`, so every language stays a
 * chunk of its own.
 */
export type StringsLoaders<T> = Readonly<Record<Exclude<LanguageCode, 'gb'>, () => Promise<T>>>;

/** One language's strings, loaded when asked for: a namespace's `load` (lib/features.ts). */
export function stringsLoader<T>(
  loaders: StringsLoaders<T>,
): (language: LanguageCode) => Promise<T> {
  return (language) => loaders[language === 'gb' ? 'en' : language]();
}

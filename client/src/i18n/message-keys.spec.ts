import { LOCALES, MESSAGES } from '@covers/shared/i18n';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, type RouteDef } from '../app/routes';
import { NAV_GROUPS } from '../features/shell/nav-items';

const messages = MESSAGES as Record<string, Record<string, Record<string, string | undefined> | undefined>>;

/** A key exists in a locale as itself or, called with a count, as its plural form `_other` (every language has it). */
function exists(key: string): boolean {
  const [area, name] = key.split('.', 2) as [string, string];
  return LOCALES.every((locale) => [name, `${name}_other`].some((form) => Boolean(messages[locale]?.[area]?.[form]?.trim())));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('client message keys', () => {
  it("every t('area.key') in the client exists in all five locales", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(join(__dirname, '..'))) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/\bt\(\s*['"`]([A-Za-z]+\.[A-Za-z0-9_]+)['"`]/g))
        if (!exists(key!)) missing.push(`${file}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('every route title and navigation label exists in all five locales', () => {
    const titles = (defs: RouteDef[]): string[] => defs.flatMap((def) => [`routes.${def.title}`, ...titles(def.children ?? [])]);
    const keys = [
      ...titles(ROUTES),
      ...NAV_GROUPS.flatMap((group) => [`shell.${group.label}`, ...group.items.map((item) => `routes.${item.title}`)]),
    ];
    expect(keys.filter((key) => !exists(key))).toEqual([]);
  });

  it('the scan would notice a missing key', () => {
    expect(exists('shell.live')).toBe(true);
    expect(exists('shell.noSuchKey')).toBe(false);
    expect(exists('common.bookingCount')).toBe(true);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CONTEXTS } from './contexts';

/** A folder's own sources: not its tests or test fixtures, which may set up other contexts' rows. */
function sourcesOf(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourcesOf(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The text of the string and template literals of a source: where its SQL is. */
const literals = (source: string) => source.match(/`(?:\\.|[^`\\])*`|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"/g) ?? [];

/** Does this SQL read or write the table? */
const namesTable = (sql: string, table: string) =>
  new RegExp(`\\b(from|join|into|update|table|references)\\s+(only\\s+)?"?${table}\\b`, 'i').test(sql);

const sqlOf = (file: string) => literals(readFileSync(file, 'utf8')).join('\n');

const contexts = CONTEXTS.map((context) => ({ ...context, files: sourcesOf(join(__dirname, context.name)) }));

/**
 * The gateway's sources. A context's tables it reaches only through the functions that context's index.ts
 * exports. The event store's tables (events, streams, outbox, subscription_checkpoints) and TypeORM's
 * `migrations` belong to no context: gateway infrastructure may read them (the outbox relay reads `outbox`,
 * the migrate command `migrations`; the live tailer reads the log through the event store's LogFollower).
 */
const gatewayFiles = sourcesOf(join(__dirname, '../gateway/src'));

describe('context boundaries', () => {
  it('knows every context folder and each owns distinct tables', () => {
    expect(contexts.every((context) => context.files.length > 0)).toBe(true);
    const tables = CONTEXTS.flatMap((context) => context.tables);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it.each(contexts.map((context) => [context.name, context] as const))(
    '%s names no table another context owns in its SQL',
    (_name, context) => {
      const foreign = CONTEXTS.filter((other) => other.name !== context.name).flatMap((other) =>
        other.tables.map((table) => ({ table, owner: other.name })),
      );
      const found = context.files.flatMap((file) => {
        const sql = sqlOf(file);
        return foreign
          .filter(({ table }) => namesTable(sql, table))
          .map(({ table, owner }) => `${relative(__dirname, file)} reads ${owner}'s ${table}`);
      });
      expect(found).toEqual([]);
    },
  );

  it('the gateway names no table a context owns in its SQL', () => {
    expect(gatewayFiles.length).toBeGreaterThan(0);
    const owned = CONTEXTS.flatMap((context) => context.tables.map((table) => ({ table, owner: context.name })));
    const found = gatewayFiles.flatMap((file) => {
      const sql = sqlOf(file);
      return owned
        .filter(({ table }) => namesTable(sql, table))
        .map(({ table, owner }) => `${relative(__dirname, file)} reads ${owner}'s ${table}`);
    });
    expect(found).toEqual([]);
  });

  it.each(contexts.map((context) => [context.name, context] as const))(
    '%s reaches another context only through its index.ts',
    (_name, context) => {
      const others = CONTEXTS.filter((other) => other.name !== context.name).map((other) => other.name);
      const deep = new RegExp(`from '(\\.\\./)+(${others.join('|')})/[^']+'`, 'g');
      const found = context.files.flatMap((file) =>
        (readFileSync(file, 'utf8').match(deep) ?? []).map((hit) => `${relative(__dirname, file)}: ${hit}`),
      );
      expect(found).toEqual([]);
    },
  );
});

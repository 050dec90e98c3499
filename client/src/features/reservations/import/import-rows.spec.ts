import { RESERVATION_IMPORT_COLUMNS, RESERVATION_IMPORT_EXAMPLE, UTF8_BOM, neutraliseFormula, toCsv } from '@covers/shared';
import { chunkForImport, normaliseHeader, parseImportCsv, unguardCell, validateImportRow } from './import-rows';

const header = RESERVATION_IMPORT_COLUMNS.join(',');
const example = RESERVATION_IMPORT_COLUMNS.map((column) => RESERVATION_IMPORT_EXAMPLE[column]).join(',');

describe('import rows', () => {
  it('reads the template as the server writes it (BOM, CRLF) and finds the example row valid', () => {
    const template = toCsv(RESERVATION_IMPORT_COLUMNS, [RESERVATION_IMPORT_COLUMNS.map((column) => RESERVATION_IMPORT_EXAMPLE[column])]);
    const parsed = parseImportCsv(template);
    expect(parsed.columns).toEqual([...RESERVATION_IMPORT_COLUMNS]);
    expect(parsed.unknownColumns).toEqual([]);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]!.last_name).toBe('Tan');
    expect(parsed.errors).toEqual([{}]);
  });

  it('reports errors per row and cell with the shared message keys', () => {
    const rows = [
      'date,time,last_name,adults,taken_by,email',
      '2026-12-24,19:30,Tan,2,Alice,',
      '2026-13-01,19:30,Lee,2,Alice,',
      '2026-12-24,7pm,,0,,not-an-email',
    ].join('\n');
    const parsed = parseImportCsv(rows);
    expect(parsed.errors[0]).toEqual({});
    expect(parsed.errors[1]).toEqual({ date: 'validation.invalidValue' });
    expect(parsed.errors[2]).toEqual({
      time: 'validation.invalidValue',
      last_name: expect.any(String),
      adults: 'validation.invalidNumber',
      taken_by: 'reservations.takenByRequired',
      email: 'validation.invalidEmail',
    });
  });

  it('matches headers however they are spelled and lists columns the template does not have', () => {
    expect(normaliseHeader('\uFEFF Last Name ')).toBe('last_name');
    const parsed = parseImportCsv('Date,Time,Last Name,Adults,Taken By,Favourite Colour\n2026-12-24,19:30,Tan,2,Alice,blue\n');
    expect(parsed.columns).toEqual(['date', 'time', 'last_name', 'adults', 'taken_by']);
    expect(parsed.unknownColumns).toEqual(['favourite_colour']);
    expect(parsed.rows[0]).not.toHaveProperty('favourite_colour');
    expect(parsed.errors[0]).toEqual({});
  });

  it('revalidates a fixed row', () => {
    const row = { date: '2026-12-24', time: '19:30', last_name: 'Tan', adults: '2', taken_by: '' };
    expect(validateImportRow(row)).toEqual({ taken_by: 'reservations.takenByRequired' });
    expect(validateImportRow({ ...row, taken_by: 'Alice' })).toEqual({});
  });

  it('skips blank lines and keeps quoted commas and line breaks inside cells', () => {
    const parsed = parseImportCsv(`${header}\n${example}\n\n"2026-12-24","20:00",,"A, B",Tan,,,,"2",,,,"line one\nline two",,,,,Bob\n`);
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows[1]!.first_name).toBe('A, B');
    expect(parsed.rows[1]!.remarks).toBe('line one\nline two');
  });

  it('splits an import into requests by row count and by body size', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ last_name: `Guest ${i}`, remarks: 'x'.repeat(100) }));
    expect(chunkForImport(rows, 5, 10_000).map((chunk) => chunk.length)).toEqual([5, 5, 2]);
    const bySize = chunkForImport(rows, 100, 400);
    expect(bySize.every((chunk) => new TextEncoder().encode(JSON.stringify(chunk)).length <= 400 + chunk.length)).toBe(true);
    expect(bySize.flat()).toEqual(rows);
  });
});

describe('CSV written for spreadsheets', () => {
  it('starts with a BOM, neutralises formulas, and our own guarded cells read back as written', () => {
    const cells = ['=HYPERLINK("x")', '+6591234567', '-2', '@SUM(A1)', "'quoted", 'Plain'];
    const csv = toCsv(
      ['remarks'],
      cells.map((cell) => [cell]),
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('"+6591234567"');
    expect(neutraliseFormula('Tan')).toBe('Tan');
    expect(parseImportCsv(csv).rows.map((row) => row.remarks)).toEqual(cells);
    expect(unguardCell("'=1")).toBe('=1');
    expect(unguardCell("'Tan")).toBe("'Tan");
  });
});

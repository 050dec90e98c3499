import { translate } from '@covers/shared';
import { COLUMN_LABELS, failuresCsv, guessMapping, mappedRows } from './column-mapping';

const english = (column: keyof typeof COLUMN_LABELS) => translate('en_US', `dinersUi.${COLUMN_LABELS[column]}`);

describe('the diner import’s column mapping', () => {
  it('guesses each column from its name, the field’s label or a common synonym, each field once', () => {
    expect(guessMapping(['First Name', 'Surname', 'Mobile', 'E-mail', 'DOB', 'Table', 'Last Name'], english)).toEqual([
      'first_name',
      'last_name',
      'phone',
      'email',
      'birthday',
      null,
      null,
    ]);
    expect(guessMapping(['\uFEFFlast_name', 'Marketing opt-in', 'VIP'], english)).toEqual(['last_name', 'marketing_opt_in', 'vip']);
  });

  it('sends only the mapped cells, trimmed, and reads our own formula guard back', () => {
    expect(mappedRows([[' Tan ', "'+6591234567", 'ignored']], ['last_name', 'phone', null])).toEqual([
      { last_name: 'Tan', phone: '+6591234567' },
    ]);
  });

  it('writes the failed rows as the file had them, with the reasons, as a safe CSV', () => {
    const csv = failuresCsv(
      ['Surname', 'Mobile'],
      [
        ['Tan', '91234567'],
        ['=cmd', '12'],
      ],
      [{ index: 1, fields: { phone: 'validation.invalidNumber' } }],
      'Errors',
      (field, key) => `${field}: ${key}`,
    );
    expect(csv).toBe("\uFEFFSurname,Mobile,Errors\r\n'=cmd,12,phone: validation.invalidNumber\r\n");
  });
});

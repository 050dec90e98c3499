import { CONTEXT_ERRORS, ERROR_CODES } from './error-codes';

const repeated = (values: readonly (string | number)[]) => values.filter((value, i) => values.indexOf(value) !== i);

describe('refusal codes', () => {
  it('no string code is defined by two contexts', () => {
    expect(repeated(CONTEXT_ERRORS.flatMap((errors) => Object.keys(errors)))).toEqual([]);
  });

  it('no numeric code repeats', () => {
    expect(repeated(Object.values(ERROR_CODES).map((spec) => spec.code))).toEqual([]);
  });
});

export type FieldValue = string | number | boolean | Date | null | undefined | FieldValue[] | { [key: string]: FieldValue };

/** Drops null and undefined fields, recursively (spec §7). */
export function dropNulls(fields: Record<string, FieldValue>): Record<string, FieldValue> {
  const kept: Record<string, FieldValue> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    kept[key] = isPlainObject(value) ? dropNulls(value) : value;
  }
  return kept;
}

function isPlainObject(value: FieldValue): value is { [key: string]: FieldValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function scalar(value: Exclude<FieldValue, FieldValue[] | { [key: string]: FieldValue }>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** Form encoding with bracket notation for nested values (`outlets[0][rid]=1`), as the gateway's parser reads it. */
export function encodeForm(fields: Record<string, FieldValue>): string {
  const params = new URLSearchParams();
  const add = (name: string, value: FieldValue): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) value.forEach((item, index) => add(`${name}[${index}]`, item));
    else if (isPlainObject(value)) for (const [key, item] of Object.entries(value)) add(`${name}[${key}]`, item);
    else params.append(name, scalar(value));
  };
  for (const [key, value] of Object.entries(fields)) add(key, value);
  return params.toString();
}

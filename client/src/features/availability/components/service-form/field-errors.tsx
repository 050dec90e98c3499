import type { FormItemProps } from 'antd';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

export interface ShownErrors {
  /** Rule message keys from the shared schema, by field path ('covers.totalCovers'). */
  rules: Record<string, string>;
  /** Messages the server sent for the last save (already translated), by the same paths. */
  server: Record<string, string>;
  /** Is the field's message shown yet (touched, or the user tried to save)? */
  shown: (path: string) => boolean;
}

export const FieldErrorsContext = createContext<ShownErrors>({ rules: {}, server: {}, shown: () => false });

export type FieldPath = (string | number)[];
export const pathKey = (path: FieldPath) => path.join('.');

/** Form.Item props that show a field's rule message inline (the server's, after a refused save, first). */
export function useFieldError(): (path: FieldPath) => Pick<FormItemProps, 'validateStatus' | 'help'> {
  const { t } = useTranslation();
  const { rules, server, shown } = useContext(FieldErrorsContext);
  return (path) => {
    const key = pathKey(path);
    const text = server[key] ?? (shown(key) && rules[key] ? t(rules[key]) : undefined);
    return text ? { validateStatus: 'error', help: <span data-testid={`error-${key}`}>{text}</span> } : {};
  };
}

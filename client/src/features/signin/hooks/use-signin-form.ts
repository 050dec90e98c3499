import { useState, type FormEvent } from 'react';

type Values<K extends string> = Record<K, string>;
type Rules<K extends string> = Partial<Record<K, (value: string, values: Values<K>) => string | null>>;

/**
 * Form state of a sign-in screen: values, per-field messages from `rules` (shown from the first submit on,
 * and kept current as the field is edited), and a busy flag around submit.
 */
export function useSignInForm<K extends string>(initial: Values<K>, rules: Rules<K>, submit: (values: Values<K>) => Promise<void>) {
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const messageOf = (name: K) => rules[name]?.(values[name], values) ?? null;
  return {
    busy,
    field: (name: K) => ({
      name,
      value: values[name],
      error: checked ? messageOf(name) : null,
      // Built on the latest state, not this render's: inputs arriving before a re-render (fast typing,
      // autofill, a busy device) must not put an earlier field back.
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
      },
    }),
    onSubmit: async (event: FormEvent) => {
      event.preventDefault();
      setChecked(true);
      if ((Object.keys(rules) as K[]).some((name) => messageOf(name))) return;
      setBusy(true);
      try {
        await submit(values);
      } catch {
        setBusy(false);
      }
    },
  };
}

export const required = (message: string) => (value: string) => (value.trim() ? null : message);

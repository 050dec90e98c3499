import { useState, type FormEvent } from 'react';

type Values<K extends string> = Record<K, string>;
type Rules<K extends string> = Partial<Record<K, (value: string, values: Values<K>) => string | null>>;

/** Form state of a sign-in screen: values, per-field messages from `rules`, and a busy flag around submit. */
export function useSignInForm<K extends string>(initial: Values<K>, rules: Rules<K>, submit: (values: Values<K>) => Promise<void>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string | null>>>({});
  const [busy, setBusy] = useState(false);
  const check = (next: Values<K>) => {
    const found: Partial<Record<K, string | null>> = {};
    for (const key of Object.keys(rules) as K[]) found[key] = rules[key]!(next[key], next);
    return found;
  };
  return {
    busy,
    field: (name: K) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: { target: { value: string } }) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (errors[name]) setErrors({ ...errors, [name]: check(next)[name] });
      },
    }),
    onSubmit: async (event: FormEvent) => {
      event.preventDefault();
      const found = check(values);
      setErrors(found);
      if (Object.values(found).some(Boolean)) return;
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

import type { InputHTMLAttributes } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string | null;
}

/**
 * A labelled input of the sign-in screens. They are the first screen, so they use plain form
 * elements styled like the component library rather than load it.
 */
export function SignInField({ name, label, error, ...input }: Props) {
  const id = `signin-${name}`;
  return (
    <div className={`signin-field${error ? ' signin-field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && (
        <div id={`${id}-error`} className="signin-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

export function SignInButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <button type="submit" className="signin-button" disabled={busy} aria-busy={busy}>
      {busy && <span className="css-spinner" aria-hidden />}
      {children}
    </button>
  );
}

import type { FormEvent, ReactNode } from 'react';
import { SignInButton } from './SignInField';

interface Props {
  form: { busy: boolean; onSubmit: (event: FormEvent) => void };
  /** The submit button's text. */
  submit: string;
  /** The links below the form (back to sign-in, forgot password). */
  links?: ReactNode;
  children: ReactNode;
}

/** A sign-in screen's form: its fields, the submit button (busy while sending), then its links. */
export function SignInForm({ form, submit, links, children }: Props) {
  return (
    <>
      <form onSubmit={form.onSubmit} noValidate>
        {children}
        <SignInButton busy={form.busy}>{submit}</SignInButton>
      </form>
      {links && <div className="signin-links">{links}</div>}
    </>
  );
}

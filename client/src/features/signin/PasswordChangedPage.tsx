import { SignInMessagePage } from './SignInMessagePage';

export default function PasswordChangedPage() {
  return <SignInMessagePage title="signInChange" body="changedBody" status="success" />;
}

import { SignInMessagePage } from '../components/SignInMessagePage';

export default function PasswordChangedPage() {
  return <SignInMessagePage title="signInChange" body="changedBody" status="success" />;
}

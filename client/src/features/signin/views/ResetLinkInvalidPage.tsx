import { SignInMessagePage } from '../components/SignInMessagePage';

export default function ResetLinkInvalidPage() {
  return (
    <SignInMessagePage
      title="signInInvalid"
      body="invalidBody"
      status="warning"
      next={{ to: '/signIn_password', label: 'requestNewLink' }}
    />
  );
}

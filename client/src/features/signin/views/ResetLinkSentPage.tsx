import { SignInMessagePage } from '../components/SignInMessagePage';

export default function ResetLinkSentPage() {
  return <SignInMessagePage title="signInSent" body="sentBody" status="success" />;
}

import { SignInMessagePage } from '../components/SignInMessagePage';

export default function CommonInvalidPage() {
  return <SignInMessagePage title="commonInvalid" body="commonInvalidBody" status="warning" />;
}

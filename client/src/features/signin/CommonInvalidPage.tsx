import { SignInMessagePage } from './SignInMessagePage';

export default function CommonInvalidPage() {
  return <SignInMessagePage title="commonInvalid" body="commonInvalidBody" status="warning" />;
}

import { App } from 'antd';
import { useEffect } from 'react';
import { bindFeedback } from './feedback';

function Bridge() {
  const app = App.useApp();
  useEffect(() => bindFeedback(app), [app]);
  return null;
}

/** Hosts toasts, notifications and popups in the app's theme and language; loaded after the first screen. */
export default function FeedbackHost() {
  return (
    <App component={false}>
      <Bridge />
    </App>
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mobileHostRedirect } from './app/access-rules';
import { App } from './app/App';
import { editionStore } from './edition/edition-store';
import './app/shell.css';

editionStore.start();
const redirect = mobileHostRedirect(new URL(window.location.href), editionStore.get());
if (redirect) window.location.replace(redirect);
else
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installPreloadRecovery } from './app/preloadRecovery';
import '@finfree/ui/fonts';
import './i18n';

installPreloadRecovery(() => window.location.assign('/500'));

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installPreloadRecovery } from './app/preloadRecovery';
import '@finfree/ui/fonts';
import { initI18n } from './i18n';
import { preloadRoute } from './routes/router';

installPreloadRecovery(() => window.location.assign('/500'));

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
preloadRoute(window.location.pathname);

const root = createRoot(container);
// The catalogue of the starting language loads first, so no untranslated text flashes.
void initI18n().finally(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

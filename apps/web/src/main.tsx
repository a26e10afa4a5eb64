import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { currentLanguage, preloadHindi } from '@/i18n/i18n';
import { App } from '@/app/app';
import { registerServiceWorker } from '@/lib/service-worker';

registerServiceWorker();
const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// A visitor who chose Hindi keeps the (Hindi) boot splash until the shell's Hindi texts are here.
const shellTexts = currentLanguage() === 'hi' ? preloadHindi(['common']) : Promise.resolve();
void shellTexts
  .catch((err: unknown) => console.error('Could not load the Hindi texts', err))
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

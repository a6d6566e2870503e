import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preventDoubleTapZoom } from './lib/double-tap.ts';
import './styles.css';

preventDoubleTapZoom(document);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

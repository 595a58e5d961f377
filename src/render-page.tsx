// What both entries do (main.tsx for Korero's pages, frame-main.tsx for the embed's frame): mark
// the document with the visitor's language and theme, then render in that language from the
// first paint. English is in the app; another language is one small chunk, fetched while the
// page's code and the organisation load.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyPagePreferences, readPagePreferences } from './services/page-preferences';
import { loadTexts } from './ui/shared/i18n/load-texts';
import { TextsProvider } from './ui/shared/i18n/texts';
import './ui/shared/theme.css';

export function renderPage(page: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root element');
  const preferences = readPagePreferences();
  applyPagePreferences(preferences);
  void loadTexts(preferences.locale).then((texts) =>
    createRoot(root).render(
      <StrictMode>
        <TextsProvider texts={texts}>{page}</TextsProvider>
      </StrictMode>,
    ),
  );
}

import type { ReactNode } from 'react';
import type { Organisation } from '../../contract/contract';
import * as styles from './frame-page.css';
import { organisationTheme } from '../shared/organisation-theme';
import { PageLoading } from './page-loading';
import { visuallyHidden } from '../shared/theme.css';
import { usePageTitle } from '../shared/use-page-title';
import { useTexts } from '../shared/i18n/texts';

/** The chat alone, filling its window: what an embedding page's iframe shows. */
export function FramePage({ organisation, children }: { organisation: Organisation | null; children: ReactNode }) {
  const { t } = useTexts();
  usePageTitle(organisation && t('chatWith', { name: organisation.name }));
  if (!organisation) return <PageLoading text={t('loadingChat')} />;
  const theme = organisationTheme(organisation);
  return (
    // Named: on a page that embeds the widget, the frame's main is a second one (axe: landmark-unique).
    <main className={`${styles.frame} ${theme.className}`} style={theme.style} aria-label={t('frameHeading', { name: organisation.name })}>
      <h1 className={visuallyHidden}>{t('frameHeading', { name: organisation.name })}</h1>
      {children}
    </main>
  );
}

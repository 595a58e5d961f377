import type { ReactNode } from 'react';
import type { Organisation } from '../services/contract';
import * as styles from './frame-page.css';
import { organisationTheme } from './organisation-theme';
import { PageLoading } from './page-loading';
import { visuallyHidden } from './theme.css';
import { usePageTitle } from './use-page-title';

/** The chat alone, filling its window: what an embedding page's iframe shows. */
export function FramePage({ organisation, children }: { organisation: Organisation | null; children: ReactNode }) {
  usePageTitle(organisation && `Chat with ${organisation.name}`);
  if (!organisation) return <PageLoading text="Loading chat" />;
  return (
    <main className={styles.frame} style={organisationTheme(organisation)}>
      <h1 className={visuallyHidden}>{organisation.name} assistant</h1>
      {children}
    </main>
  );
}

import type { ReactNode } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import type { Organisation } from '../../contract/contract';
import * as styles from './fullscreen-page.css';
import { organisationTheme } from '../shared/organisation-theme';
import { PageLoading } from './page-loading';
import { visuallyHidden } from '../shared/theme.css';
import { useNarrowScreen } from '../shared/use-narrow-screen';
import { usePageTitle } from '../shared/use-page-title';
import { useTexts } from '../shared/i18n/texts';

type FullscreenPageProps = {
  organisation: Organisation | null;
  /** The 'Past Conversations' panel, composed by the route. */
  pastConversations: ReactNode;
  /** The chat panel, composed by the route. */
  chat: ReactNode;
  /** The operator console uses the same split with its own words. */
  title?: string;
  /** The browser tab's title when it says more than the heading (the console's waiting count). */
  tabTitle?: string;
  /**
   * On a phone, show one panel at a time instead of stacking them (the console: the list, or the
   * conversation, with a way back).
   */
  narrowView?: 'list' | 'chat';
  loadingText?: string;
};

/**
 * SPEC.md §2 fullscreen page: past conversations and the chat, split by a resizable divider.
 * On a phone the two stack (still resizable) so that neither is squeezed to a sliver.
 */
export function FullscreenPage({ organisation, pastConversations, chat, title, tabTitle, narrowView, loadingText }: FullscreenPageProps) {
  const { t } = useTexts();
  usePageTitle(organisation && (tabTitle ?? title ?? t('chatWith', { name: organisation.name })));
  const narrow = useNarrowScreen();
  if (!organisation) return <PageLoading text={loadingText ?? t('loadingApp')} />;
  const theme = organisationTheme(organisation);
  if (narrow && narrowView) {
    return (
      <main className={`${styles.page} ${theme.className}`} style={theme.style} data-narrow-view={narrowView}>
        <h1 className={visuallyHidden}>{title ?? t('fullscreenHeading', { name: organisation.name })}</h1>
        {narrowView === 'list' ? <div className={styles.singleView}>{pastConversations}</div> : <div className={`${styles.singleView} ${styles.chat}`}>{chat}</div>}
      </main>
    );
  }
  return (
    <main className={`${styles.page} ${theme.className}`} style={theme.style}>
      <h1 className={visuallyHidden}>{title ?? t('fullscreenHeading', { name: organisation.name })}</h1>
      <Group
        key={narrow ? 'stacked' : 'side-by-side'}
        className={styles.group}
        orientation={narrow ? 'vertical' : 'horizontal'}
      >
        <Panel id="past-conversations" defaultSize={narrow ? '30%' : '26%'} minSize={narrow ? '15%' : '180px'}>
          {pastConversations}
        </Panel>
        <Separator className={styles.separator} aria-label={t('resizePastConversations')} />
        <Panel id="chat" minSize={narrow ? '40%' : '320px'}>
          <div className={styles.chat}>{chat}</div>
        </Panel>
      </Group>
    </main>
  );
}

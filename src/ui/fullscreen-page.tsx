import type { ReactNode } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import type { Organisation } from '../services/contract';
import * as styles from './fullscreen-page.css';
import { organisationTheme } from './organisation-theme';
import { PageLoading } from './page-loading';
import { visuallyHidden } from './theme.css';
import { useNarrowScreen } from './use-narrow-screen';
import { usePageTitle } from './use-page-title';

type FullscreenPageProps = {
  organisation: Organisation | null;
  /** The 'Past Conversations' panel, composed by the route. */
  pastConversations: ReactNode;
  /** The chat panel, composed by the route. */
  chat: ReactNode;
  /** The operator console uses the same split with its own words. */
  title?: string;
  loadingText?: string;
};

/**
 * SPEC.md §2 fullscreen page: past conversations and the chat, split by a resizable divider.
 * On a phone the two stack (still resizable) so that neither is squeezed to a sliver.
 */
export function FullscreenPage({ organisation, pastConversations, chat, title, loadingText = 'Loading app' }: FullscreenPageProps) {
  usePageTitle(organisation && (title ?? `Chat with ${organisation.name}`));
  const narrow = useNarrowScreen();
  if (!organisation) return <PageLoading text={loadingText} />;
  return (
    <main className={styles.page} style={organisationTheme(organisation)}>
      <h1 className={visuallyHidden}>{title ?? `${organisation.name} conversations`}</h1>
      <Group
        key={narrow ? 'stacked' : 'side-by-side'}
        className={styles.group}
        orientation={narrow ? 'vertical' : 'horizontal'}
      >
        <Panel id="past-conversations" defaultSize={narrow ? '30%' : '26%'} minSize={narrow ? '15%' : '180px'}>
          {pastConversations}
        </Panel>
        <Separator className={styles.separator} aria-label="Resize past conversations" />
        <Panel id="chat" minSize={narrow ? '40%' : '320px'}>
          <div className={styles.chat}>{chat}</div>
        </Panel>
      </Group>
    </main>
  );
}

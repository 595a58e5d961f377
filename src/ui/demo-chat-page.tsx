import type { ReactNode } from 'react';
import type { Organisation } from '../services/contract';
import { organisationTheme } from './organisation-theme';
import * as styles from './page.css';
import { PageLoading } from './page-loading';
import { usePageTitle } from './use-page-title';

type DemoChatPageProps = {
  organisation: Organisation | null;
  /** Where this organisation's source content can be read, if the demo has such a page. */
  sourcePageUrl: string | null;
  /** The chat panel, composed by the route. */
  chat: ReactNode;
};

/** SPEC.md §2 demo chat page: who the organisation is, an invitation, and its assistant beside it. */
export function DemoChatPage({ organisation, sourcePageUrl, chat }: DemoChatPageProps) {
  usePageTitle(organisation && `${organisation.name} demo`);
  if (!organisation) return <PageLoading text="Loading demo" />;
  return (
    <main className={styles.demo} style={organisationTheme(organisation)}>
      <div className={styles.about}>
        <div className={styles.brand}>
          {organisation.logo_url && <img className={styles.logo} src={organisation.logo_url} alt="" />}
          <h1 className={styles.name}>{organisation.name}</h1>
        </div>
        <p className={styles.description}>{organisation.description}</p>
        <h2 className={styles.sectionHeading}>Demo</h2>
        <p className={styles.paragraph}>
          This assistant answers questions about {organisation.name} from its own web content, and cites the pages each
          answer comes from. Ask it anything in the chat.
        </p>
        <p className={styles.paragraph}>
          Would you like an assistant like this for your organisation? Contact us and we will build you a bespoke AI
          assistant that learns from your own content.
        </p>
        {sourcePageUrl && (
          <p className={styles.paragraph}>
            <a href={sourcePageUrl}>See the source data this demo assistant learned from</a>
          </p>
        )}
      </div>
      <div className={styles.chatFrame}>{chat}</div>
    </main>
  );
}

import type { ReactNode } from 'react';
import type { Organisation } from '../../contract/contract';
import { organisationTheme } from '../shared/organisation-theme';
import * as styles from './page.css';
import { PageLoading } from './page-loading';
import { usePageTitle } from '../shared/use-page-title';
import { useTexts } from '../shared/i18n/texts';

type DemoChatPageProps = {
  organisation: Organisation | null;
  /** Where this organisation's source content can be read, if the demo has such a page. */
  sourcePageUrl: string | null;
  /** The chat panel, composed by the route. */
  chat: ReactNode;
};

/** SPEC.md §2 demo chat page: who the organisation is, an invitation, and its assistant beside it. */
export function DemoChatPage({ organisation, sourcePageUrl, chat }: DemoChatPageProps) {
  const { t } = useTexts();
  usePageTitle(organisation && t('demoPageTitle', { name: organisation.name }));
  if (!organisation) return <PageLoading text={t('loadingDemo')} />;
  const theme = organisationTheme(organisation);
  return (
    <main className={`${styles.demo} ${theme.className}`} style={theme.style}>
      <div className={styles.about}>
        <div className={styles.brand}>
          {organisation.logo_url && <img className={styles.logo} src={organisation.logo_url} alt="" />}
          <h1 className={styles.name}>{organisation.name}</h1>
        </div>
        <p className={styles.description}>{organisation.description}</p>
        <h2 className={styles.sectionHeading}>{t('demoHeading')}</h2>
        <p className={styles.paragraph}>{t('demoAbout', { name: organisation.name })}</p>
        <p className={styles.paragraph}>{t('demoInvitation')}</p>
        {sourcePageUrl && (
          <p className={styles.paragraph}>
            <a href={sourcePageUrl}>{t('demoSourceLink')}</a>
          </p>
        )}
      </div>
      <div className={styles.chatFrame}>{chat}</div>
    </main>
  );
}

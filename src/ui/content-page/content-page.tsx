import { useEffect, useState } from 'react';
import { ContentMarkdown } from './content-markdown';
import * as styles from './content-page.css';
import { ContentPageDialog } from './content-page-dialog';
import { usePageTitle } from '../shared/use-page-title';

type ContentPageProps = {
  /** The organisation's source content, the same file the knowledge base ingests. */
  markdown: string;
  /** The section in the address (without '#'), where a citation points. */
  sectionId: string;
  /** The page's name in the browser tab. */
  title: string;
  onBackToDemo: () => void;
};

const decoded = (sectionId: string) => {
  try {
    return decodeURIComponent(sectionId);
  } catch {
    return sectionId;
  }
};

function scrollToSection(sectionId: string) {
  if (!sectionId) return;
  document.getElementById(decoded(sectionId))?.scrollIntoView({ block: 'start' });
}

/** SPEC.md §2 source content page, shared by every demo organisation's content. */
export function ContentPage({ markdown, sectionId, title, onBackToDemo }: ContentPageProps) {
  usePageTitle(title);
  const [dialogOpen, setDialogOpen] = useState(true);

  // The browser looked for the section before the page had rendered it; look again now.
  useEffect(() => scrollToSection(sectionId), [sectionId]);

  function closeDialog() {
    setDialogOpen(false);
    // Closing a modal dialog may move focus and scroll; keep the cited section in view.
    requestAnimationFrame(() => scrollToSection(sectionId));
  }

  const backButton = (
    <button type="button" className={styles.back} onClick={onBackToDemo}>
      Go back to the demo
    </button>
  );

  return (
    <>
      <main className={styles.page}>
        {backButton}
        <article className={styles.article}>
          <ContentMarkdown markdown={markdown} citedId={decoded(sectionId)} />
        </article>
        {backButton}
        <p className={styles.disclaimer}>
          Disclaimer: everything on this page is fictional. The business, people, prices, addresses and contact details
          were made up to demonstrate the Korero chat assistant; any resemblance to real ones is coincidental.
        </p>
      </main>
      <ContentPageDialog open={dialogOpen} docked={sectionId !== ''} onClose={closeDialog} />
    </>
  );
}

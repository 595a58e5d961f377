import type { Organisation } from '../../contract/contract';
import { PageLoading } from './page-loading';
import * as styles from './widget-demo-page.css';
import { usePageTitle } from '../shared/use-page-title';
import { useTexts } from '../shared/i18n/texts';

// Stand-in copy: the page only has to look like someone's website with the widget on it.
const SECTIONS = [
  { id: 'introduction', heading: 'widgetDemoIntroduction', paragraphs: ['widgetDemoIntroduction1', 'widgetDemoIntroduction2'] },
  { id: 'features', heading: 'widgetDemoFeatures', paragraphs: ['widgetDemoFeatures1', 'widgetDemoFeatures2'] },
  { id: 'conclusion', heading: 'widgetDemoConclusion', paragraphs: ['widgetDemoConclusion1'] },
] as const;

/** The page around the widget; the widget itself is the embed, which the route adds. */
export function WidgetDemoPage({ organisation }: { organisation: Organisation | null }) {
  const { t } = useTexts();
  usePageTitle(organisation && t('widgetDemoTitle', { name: organisation.name }));
  if (!organisation) return <PageLoading text={t('loadingWidgetDemo')} />;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('widgetDemoTitle', { name: organisation.name })}</h1>
      {SECTIONS.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={`widget-demo-${section.id}`}>
          <h2 id={`widget-demo-${section.id}`} className={styles.heading}>
            {t(section.heading)}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.filler}>
              {t(paragraph)}
            </p>
          ))}
        </section>
      ))}
    </main>
  );
}

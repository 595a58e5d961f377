import type { Organisation } from '../services/contract';
import { PageLoading } from './page-loading';
import * as styles from './widget-demo-page.css';
import { usePageTitle } from './use-page-title';

// Stand-in copy: the page only has to look like someone's website with the widget on it.
const SECTIONS = [
  {
    heading: 'Introduction',
    paragraphs: [
      'This page stands in for your own website. The chat widget in the corner is what your visitors would see.',
      'Ask it a question: it answers from your content and shows the sources it used.',
    ],
  },
  {
    heading: 'Features',
    paragraphs: [
      'Answers cite their sources, so visitors can check them. Visitors who prefer a person can leave their details for your team.',
      'The widget can be minimised, or opened in its own window with the visitor’s past conversations.',
    ],
  },
  {
    heading: 'Conclusion',
    paragraphs: ['One line of script adds the widget to any page of your site.'],
  },
] as const;

/** The page around the widget; the widget itself is the embed, which the route adds. */
export function WidgetDemoPage({ organisation }: { organisation: Organisation | null }) {
  usePageTitle(organisation && `Demo Widget for ${organisation.name}`);
  if (!organisation) return <PageLoading text="Loading widget demo" />;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Demo Widget for {organisation.name}</h1>
      {SECTIONS.map((section) => (
        <section key={section.heading} className={styles.section} aria-labelledby={`widget-demo-${section.heading}`}>
          <h2 id={`widget-demo-${section.heading}`} className={styles.heading}>
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.filler}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </main>
  );
}

// The page Korero serves for a source that has no page of its own on the web (pasted text, Q&A
// pairs, an uploaded file): every section under the id its citations' anchors name, so a citation
// opens here, scrolled to the cited section and marked (:target). Rendered on the server as static
// HTML: no script, nothing to load before the section shows. Looks like the demo's source page
// (src/ui/content-page.css.ts), whose colours are repeated here: the server imports no client code.
import Markdown from 'react-markdown';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';

export interface SourcePageSection {
  /** The id its citations' anchor names; '' for an opening section without a heading. */
  anchor: string;
  heading: string;
  /** Tidy Markdown, as stored. */
  body: string;
}

export interface SourcePageContent {
  organisationName: string;
  logoUrl: string;
  /** The organisation's button colour: the page's accent. */
  accentColour: string;
  sourceName: string;
  sections: SourcePageSection[];
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const styles = (accent: string) => `
*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; padding: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
  color: #1d2433; background: #f3f5f9; line-height: 1.5; -webkit-text-size-adjust: 100%; }
a { color: #1a5fb4; }
:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
main { max-width: 820px; margin: 0 auto; padding: 24px 20px 64px; background: #ffffff; min-height: 100vh; overflow-wrap: anywhere; }
header { display: flex; align-items: center; gap: 12px; padding-bottom: 12px; border-bottom: 3px solid ${accent}; }
header img { width: 40px; height: 40px; object-fit: contain; }
header p { margin: 0; font-weight: 600; }
h1 { font-size: 2.2rem; line-height: 1.2; margin: 20px 0 8px; }
.about { margin: 0 0 20px; color: #5b6474; font-size: 0.95rem; }
section { margin: 0 -12px; padding: 4px 12px 8px; border-radius: 8px; scroll-margin-top: 16px; }
section h2 { font-size: 1.5rem; margin: 24px 0 8px; padding-top: 8px; border-top: 1px solid #d9dee7; }
section h3 { font-size: 1.1rem; margin: 20px 0 6px; }
section:target { background: #e3eefa; box-shadow: inset 4px 0 0 ${accent}; }
section:target h2 { border-top-color: transparent; }
table { border-collapse: collapse; width: 100%; display: block; overflow-x: auto; }
th, td { border: 1px solid #d9dee7; padding: 8px 10px; text-align: left; vertical-align: top; }
th { background: #f3f5f9; }
blockquote { margin: 12px 0; padding-left: 14px; border-left: 4px solid #d9dee7; color: #5b6474; }
@media screen and (max-width: 480px) { main { padding: 16px 14px 48px; } h1 { font-size: 1.7rem; } }
`;

const remarkPlugins = [remarkGfm];

function SourcePage({ content }: { content: SourcePageContent }) {
  const accent = HEX_COLOUR.test(content.accentColour) ? content.accentColour : '#1a5fb4';
  const title = `${content.sourceName} — ${content.organisationName}`;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: styles(accent) }} />
      </head>
      <body>
        <main>
          <header>
            {content.logoUrl ? <img src={content.logoUrl} alt="" /> : null}
            <p>{content.organisationName}</p>
          </header>
          <h1>{content.sourceName}</h1>
          <p className="about">
            What {content.organisationName}’s assistant has learned from “{content.sourceName}” and cites in its answers.
          </p>
          {content.sections.map((section, index) => (
            <section key={`${index}-${section.anchor}`} id={section.anchor || undefined}>
              {section.heading ? <h2>{section.heading}</h2> : null}
              <Markdown remarkPlugins={remarkPlugins}>{section.body}</Markdown>
            </section>
          ))}
        </main>
      </body>
    </html>
  );
}

export function renderSourcePage(content: SourcePageContent): string {
  return `<!doctype html>${renderToStaticMarkup(<SourcePage content={content} />)}`;
}

export function renderMissingSourcePage(): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Source not found</title>
        <style dangerouslySetInnerHTML={{ __html: styles('#1a5fb4') }} />
      </head>
      <body>
        <main>
          <h1>This source is not here any more</h1>
          <p className="about">The organisation may have removed or replaced it since the assistant cited it.</p>
        </main>
      </body>
    </html>,
  )}`;
}

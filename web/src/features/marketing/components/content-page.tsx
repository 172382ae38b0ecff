import type { ContentPage as ContentPageData } from '#app/content/marketing/types.ts';
import { ContentAnchor } from './content-anchor.tsx';
import { PageHead } from './page-head.tsx';

/** A page of copy from web/src/content/marketing: features, products, terms, about-us… */
export function ContentPage({ page }: { page: ContentPageData }) {
  return (
    <article className="marketing-page">
      <PageHead meta={page.meta} />
      <header className="marketing-page__header">
        <h1>{page.heading}</h1>
        <p className="marketing-page__intro">{page.intro}</p>
      </header>
      {page.sections.map((section) => (
        <section key={section.heading} className="marketing-page__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.points && (
            <ul>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          {section.links && (
            <ul className="marketing-page__links">
              {section.links.map((link) => (
                <li key={link.href}>
                  <ContentAnchor link={link} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}

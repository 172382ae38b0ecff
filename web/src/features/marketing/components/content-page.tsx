import { Link } from 'react-router';
import type { ContentLink, ContentPage as ContentPageData } from '#app/content/marketing/types.ts';
import { PageHead } from './page-head.tsx';

/** A link of the copy: internal paths through the router, others as plain links. */
export function ContentAnchor({ link, className }: { link: ContentLink; className?: string }) {
  return link.href.startsWith('/') ? (
    <Link to={link.href} className={className}>
      {link.text}
    </Link>
  ) : (
    <a href={link.href} className={className}>
      {link.text}
    </a>
  );
}

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

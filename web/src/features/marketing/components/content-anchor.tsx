import { Link } from 'react-router';
import type { ContentLink } from '#app/content/marketing/types.ts';

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

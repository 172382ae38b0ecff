import { useLayoutEffect } from 'react';

interface HeadProps {
  title?: string;
  description?: string;
  keywords?: string;
  /** A brand's own icon and share picture. */
  icon?: string;
  shareImage?: string;
}

const inBrowser = typeof document !== 'undefined';

/** The <head> element that `selector` finds, made when there is none. */
function headElement(selector: string, make: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const made = make();
  document.head.append(made);
  return made;
}

function metaOf(attribute: 'name' | 'property', key: string): HTMLElement {
  return headElement(`meta[${attribute}="${key}"]`, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  });
}

/**
 * The page's title and <head> tags. The server renders them into the page, and its renderer
 * lifts them into <head> (entry-server.tsx `liftHead`); in the browser they are written to
 * <head> directly, as Preact (decision 0038) does not hoist them as React 19 did. The browser
 * renders nothing in their place, which matches the lifted server HTML on hydration.
 */
export function DocumentHead({ title, description, keywords, icon, shareImage }: HeadProps) {
  useLayoutEffect(() => {
    if (title !== undefined) document.title = title;
    if (description !== undefined)
      metaOf('name', 'description').setAttribute('content', description);
    if (keywords !== undefined) metaOf('name', 'keywords').setAttribute('content', keywords);
    if (shareImage !== undefined)
      metaOf('property', 'og:image').setAttribute('content', shareImage);
    if (icon !== undefined) {
      const link = headElement('link[rel="icon"]', () => {
        const made = document.createElement('link');
        made.setAttribute('rel', 'icon');
        return made;
      });
      link.setAttribute('href', icon);
      link.setAttribute('type', 'image/svg+xml');
    }
  }, [title, description, keywords, icon, shareImage]);
  if (inBrowser) return null;
  return (
    <>
      {title !== undefined && <title>{title}</title>}
      {description !== undefined && <meta name="description" content={description} />}
      {keywords !== undefined && <meta name="keywords" content={keywords} />}
      {icon !== undefined && <link rel="icon" href={icon} type="image/svg+xml" />}
      {shareImage !== undefined && <meta property="og:image" content={shareImage} />}
    </>
  );
}

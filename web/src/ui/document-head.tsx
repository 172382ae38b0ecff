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

/** Sets `attribute` on the <head> element `tag[key=name]`, making the element when there is none. */
function setHead(
  tag: 'meta' | 'link',
  [key, name]: [string, string],
  attribute: string,
  value: string,
) {
  let element = document.head.querySelector(`${tag}[${key}="${name}"]`);
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(key, name);
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
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
    if (description !== undefined) setHead('meta', ['name', 'description'], 'content', description);
    if (keywords !== undefined) setHead('meta', ['name', 'keywords'], 'content', keywords);
    if (shareImage !== undefined) setHead('meta', ['property', 'og:image'], 'content', shareImage);
    if (icon !== undefined) {
      setHead('link', ['rel', 'icon'], 'href', icon);
      setHead('link', ['rel', 'icon'], 'type', 'image/svg+xml');
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

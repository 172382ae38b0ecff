interface HeadProps {
  title?: string;
  description?: string;
  keywords?: string;
  /** A brand's own icon and share picture. */
  icon?: string;
  shareImage?: string;
}

/**
 * The page's title and <head> tags. React 19 hoists <title>, <meta> and <link> into <head>
 * wherever they render, in the browser and in the server renderer's output (which the renderer
 * then places in the page's <head>: entry-server.tsx `liftHead`).
 */
export function DocumentHead({ title, description, keywords, icon, shareImage }: HeadProps) {
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

import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import './fallback-image.css';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  /** Tried in order: the next one when an image fails to load (marketing spec §8). */
  sources: readonly string[];
  /** Shown when every source has failed, e.g. a name tile or a generated placeholder. */
  fallback: ReactNode;
}

/**
 * An image that never shows the browser's broken-image icon: a failed source gives way to the
 * next (a programme image to its channel logo), and the last to a drawn fallback.
 */
export function FallbackImage({ sources, fallback, alt = '', ...rest }: FallbackImageProps) {
  const [failed, setFailed] = useState(0);
  const image = useRef<HTMLImageElement>(null);
  const src = sources[failed];
  // A server-rendered image can fail before the page comes alive, when no onError listens yet:
  // the browser then marks it complete with no pixels, and the next source takes its place.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) {
      setFailed((n) => n + 1);
    }
  }, [src]);
  if (src === undefined) return <>{fallback}</>;
  return (
    <img
      {...rest}
      ref={image}
      key={src}
      src={src}
      alt={alt}
      onError={() => setFailed((n) => n + 1)}
    />
  );
}

/** A channel's name in place of its logo. */
export function NameTile({ name, width, height }: { name: string; width: number; height: number }) {
  return (
    // The tile keeps the logo's shape but never overflows a narrower card (max-width in CSS).
    <span
      className="name-tile"
      style={{ width, aspectRatio: `${width} / ${height}` }}
      aria-hidden="true"
    >
      {name}
    </span>
  );
}

/** Title art that failed: the title's name on a tinted ground, in the artwork's size. */
export function TitlePlaceholder({
  title,
  width,
  height,
}: {
  title: string;
  width: number;
  height: number;
}) {
  // A stable tint per title, so a row of placeholders is not one grey block.
  let hash = 0;
  for (const ch of title) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  const hue = Math.abs(hash) % 360;
  return (
    <span
      className="title-placeholder"
      style={{ aspectRatio: `${width} / ${height}`, background: `hsl(${hue} 35% 28%)` }}
      aria-hidden="true"
    >
      {title}
    </span>
  );
}

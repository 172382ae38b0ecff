import type { FeatureIconName } from '#app/content/marketing/features-overview.ts';

/** Line glyphs drawn for this site on a 24-unit grid, one per feature. */
const GLYPHS: Record<FeatureIconName, string> = {
  live: 'M3 6h18v11H3zM8 21h8M12 17v4M10 9.5v4l3.5-2z',
  movies: 'M4 5h16v14H4zM4 9h16M4 15h16M8 5v4M12 5v4M16 5v4M8 15v4M12 15v4M16 15v4',
  setup: 'M7 3v6M17 3v6M5 9h14v3a7 7 0 0 1-14 0zM12 19v3',
  voice: 'M9 4a3 3 0 0 1 6 0v7a3 3 0 0 1-6 0zM5 11a7 7 0 0 0 14 0M12 18v3',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13a6.5 6.5 0 0 1 0-13zM15.5 15.5L21 21',
  mobile: 'M7 2h10v20H7zM11 18h2',
  'catch-up': 'M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4M12 8v4l3 2',
  pause: 'M4 4h16v16H4zM10 9v6M14 9v6',
  channels: 'M3 8h18v12H3zM8 3l4 5l4-5M7 12h6M7 16h10',
  apps: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  rooms: 'M3 11l9-7l9 7M5 10v10h14V10M10 20v-5h4v5',
  record: 'M12 4a8 8 0 1 1 0 16a8 8 0 0 1 0-16zM12 9a3 3 0 1 1 0 6a3 3 0 0 1 0-6z',
  guide: 'M3 5h18v15H3zM3 10h18M3 15h18M9 5v15M15 10v10',
  box: 'M3 8l9-4l9 4v8l-9 4l-9-4zM3 8l9 4l9-4M12 12v8',
  games:
    'M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5.5 1.7L15 14H9l-1.5 1.7A3 3 0 0 1 2 14v-2a4 4 0 0 1 4-4zM7 11v3M5.5 12.5h3M16 11.5h.01M18 13.5h.01',
};

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg
      className="feature-icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={GLYPHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

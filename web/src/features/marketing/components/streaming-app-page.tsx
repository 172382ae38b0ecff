import { Navigate, useParams } from 'react-router';
import { streamingAppPages } from '#app/content/marketing/streaming-apps.ts';
import { ContentPage } from './content-page.tsx';

/** /features/streaming-apps/{subPathName?}: one app's page; without one, the apps page. */
export function StreamingAppPage() {
  const { subPathName } = useParams();
  if (!subPathName) return <Navigate to="/features-and-packages/streaming-apps-landing" replace />;
  const page = streamingAppPages[subPathName.toLowerCase()];
  if (!page) return <Navigate to="/notfound" replace />;
  return <ContentPage page={page} />;
}

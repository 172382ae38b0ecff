import { useParams } from 'react-router';
import { CastPage } from '#app/features/search/components/cast-page.tsx';

export function Component() {
  const { castName = '' } = useParams();
  return <CastPage key={castName} castName={castName} />;
}

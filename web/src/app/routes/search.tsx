import { useParams } from 'react-router';
import { SearchResultsPage } from '../../features/search/components/search-results-page.tsx';

export function Component() {
  const { query = '' } = useParams();
  // A new query starts again on the All tab.
  return <SearchResultsPage key={query} query={query} />;
}

import { useParams } from 'react-router';
import {
  SearchResultsPage,
  type HelpAnswer,
} from '#app/features/search/components/search-results-page.tsx';
import { helpHref } from '#app/content/help/index.ts';
import { searchHelp } from '#app/features/help/help-search.ts';

/** The Help tab shows at most this many answers: the best ones come first. */
const HELP_ANSWERS_SHOWN = 10;

/** The help centre's own search (synonyms and all), handed to the search page's Help tab. */
function helpAnswers(words: string): HelpAnswer[] {
  return searchHelp(words)
    .slice(0, HELP_ANSWERS_SHOWN)
    .map(({ entry }) => ({
      key: `${entry.group.slug}/${entry.article.slug}/${entry.question.id}`,
      question: entry.question.question,
      topic: entry.article.title,
      href: helpHref(entry.group.slug, entry.article.slug, entry.question.id),
    }));
}

export function Component() {
  const { query = '' } = useParams();
  // A new query starts again on the All tab.
  return <SearchResultsPage key={query} query={query} helpAnswers={helpAnswers} />;
}

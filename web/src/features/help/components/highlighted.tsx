import { highlightPieces } from '#app/features/help/help-search.ts';

/** Text with the search's matched words marked. */
export function Highlighted({ text, matched }: { text: string; matched: ReadonlySet<string> }) {
  return (
    <>
      {highlightPieces(text, matched).map((p, i) =>
        p.hit ? <mark key={i}>{p.piece}</mark> : p.piece,
      )}
    </>
  );
}

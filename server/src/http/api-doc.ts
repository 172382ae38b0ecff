/** docs/api.md's generated part lies between these lines. */
export const CALL_INDEX_START =
  '<!-- calls: generated from /openapi.json by `npm run docs:api` -->';
export const CALL_INDEX_END = '<!-- end of generated calls -->';

type Schema = { properties?: Record<string, unknown> };
type Content = Record<string, { schema?: Schema }>;
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content }>;
}
/** The parts of an OpenAPI document the index reads. */
export interface OpenApiDocument {
  paths?: Record<string, Partial<Record<'get' | 'post', Operation>>>;
  components?: { schemas?: Record<string, Schema> };
}

type Ref = Schema & { $ref?: string };

const code = (names: string[]) => names.map((n) => `\`${n}\``).join(', ');

/**
 * The index of every call, one row each, from the OpenAPI document: what it takes (path, query,
 * body fields) and what its answer holds beside `__meta__`. The document has the full schemas.
 */
export function renderCallIndex(doc: OpenApiDocument): string {
  const resolve = (schema: Ref | undefined): Schema | undefined =>
    schema?.$ref ? doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] : schema;
  const fieldsOf = (schema: Schema | undefined): string[] =>
    Object.keys(resolve(schema)?.properties ?? {}).filter((name) => name !== '__meta__');
  const rows: string[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {}).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    for (const method of ['get', 'post'] as const) {
      const op = item?.[method];
      if (!op) continue;
      const takes = [
        ...(op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        ...fieldsOf(op.requestBody?.content?.['application/json']?.schema),
      ];
      const content = op.responses?.['200']?.content;
      const answer = !content
        ? 'always refused (400)'
        : content['image/avif']
          ? 'a picture (AVIF, WebP or JPEG by `Accept`), else an SVG image'
          : content['image/svg+xml']
            ? 'an SVG image'
            : code(fieldsOf(content['application/json']?.schema)) || '`__meta__` only';
      rows.push(`| \`${method.toUpperCase()} ${path}\` | ${code(takes) || '—'} | ${answer} |`);
    }
  }
  return [
    CALL_INDEX_START,
    '',
    '| call | query / body fields | answer fields (beside `__meta__`) |',
    '| ---- | ------------------- | --------------------------------- |',
    ...rows,
    '',
    CALL_INDEX_END,
  ].join('\n');
}

/** docs/api.md with its generated part replaced by `index`. */
export function withCallIndex(markdown: string, index: string): string {
  const start = markdown.indexOf(CALL_INDEX_START);
  const end = markdown.indexOf(CALL_INDEX_END);
  if (start < 0 || end < start) throw new Error('docs/api.md has no generated calls section');
  return markdown.slice(0, start) + index + markdown.slice(end + CALL_INDEX_END.length);
}

/** A table row as its cells say it, whatever the column widths Prettier gave it. */
export const normalisedTable = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((cell) => cell.trim().replace(/^-+$/, '-'))
            .join('|')
        : line.trim(),
    )
    .filter(Boolean)
    .join('\n');

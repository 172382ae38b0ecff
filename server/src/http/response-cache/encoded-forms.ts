import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/**
 * The forms an answer kept as bytes goes out in: br, gzip, or as it is (identity). Each kept
 * answer (the response cache's, the account check's, a rendered page) makes each compressed
 * form once, on first demand, and sends it many times: this is the one place that does it.
 */
export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** Below this a compressed JSON answer saves less than its headers cost. */
export const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Made once per kept answer and then sent many times: worth a high level, off the event loop.
const compressors: Record<Encoding, (raw: Buffer) => Promise<Buffer>> = {
  br: (raw) =>
    brotli(raw, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 9,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  gzip: (raw) => gzipAsync(raw, { level: 9 }),
};

/** A kept answer's compressed forms, each made once. */
export type EncodedForms = Partial<Record<Encoding, Promise<Buffer>>>;

/**
 * The encoding the client takes for an answer of this length, or null for the bytes as they are
 * (the client takes neither, or the answer is below `threshold`).
 */
export function encodingFor(
  acceptEncoding: string | undefined,
  length: number,
  threshold = COMPRESS_THRESHOLD,
): Encoding | null {
  if (length < threshold || !acceptEncoding) return null;
  return negotiate(acceptEncoding, ENCODINGS) as Encoding | null;
}

/**
 * The answer in `encoding`, made from `raw()` the first time it is asked for and kept in
 * `forms`. `onMade` hears its size once made (a budget counts it); a form that fails to be made
 * is not kept, so the next sending tries again.
 */
export function encodedForm(
  forms: EncodedForms,
  encoding: Encoding,
  raw: () => Buffer,
  onMade?: (bytes: Buffer) => void,
): Promise<Buffer> {
  let form = forms[encoding];
  if (!form) {
    form = compressors[encoding](raw());
    forms[encoding] = form;
    form.then(onMade, () => delete forms[encoding]);
  }
  return form;
}

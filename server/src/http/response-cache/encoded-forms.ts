import { negotiate } from '@fastify/accept-negotiator';
import {
  compressAnswer,
  stampedCompressed,
  stampedRaw,
  type CompressedAnswer,
  type Encoding,
  type StampSite,
} from '#app/http/stamped-answer.ts';

export type { Encoding, StampSite };

/**
 * The forms an answer kept as bytes goes out in: br, gzip, or as it is (identity). Each kept
 * answer (the response cache's, the account check's, a rendered page) makes each compressed
 * form once, on first demand, and sends it many times, its `__meta__.timestamp` (if it has one)
 * written as it goes out (stamped-answer.ts): this is the one place that does it.
 */
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** Below this a compressed JSON answer saves less than its headers cost. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * A compressed form: ended once here when the answer has no timestamp to write; otherwise the
 * last bytes stamped, kept for the rest of their millisecond (a busy answer is sent several
 * times in one).
 */
type Form = CompressedAnswer & { whole: Buffer | null; last?: Buffer };

/** A kept answer's compressed forms, each made once: the promise, then the form once made. */
export type EncodedForms = Partial<Record<Encoding, Promise<Form> | Form>>;

/** A kept answer: its bytes (made on demand, e.g. from chunks) and where its timestamp is. */
export interface KeptBytes {
  raw: () => Buffer;
  stamp: StampSite | null;
  forms: EncodedForms;
}

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
 * The answer's bytes to send now in `encoding` (null: as they are), stamped with `now`: at once
 * when the form is made, a promise while it is being made. Each compressed form is made the
 * first time it is asked for and kept in `kept.forms`; `onMade` hears the bytes it holds once
 * made (a budget counts them). A form that fails to be made is not kept, so the next sending
 * tries again.
 */
export function bytesToSend(
  kept: KeptBytes,
  encoding: Encoding | null,
  now: number,
  onMade?: (bytes: number) => void,
): Buffer | Promise<Buffer> {
  if (!encoding) return stampedRaw(kept.raw(), kept.stamp, now);
  const form = kept.forms[encoding];
  if (form && !(form instanceof Promise)) return formBytes(form, now);
  if (form) return form.then((made) => formBytes(made, now));
  const making = compressAnswer(kept.raw(), kept.stamp, encoding).then((answer): Form => {
    // Its own copy: stamped bytes share a slab with other sendings (send-slab.ts).
    const whole = answer.stamped ? null : Buffer.from(stampedCompressed(answer, now));
    return { ...answer, whole };
  });
  kept.forms[encoding] = making;
  making.then(
    (made) => {
      if (kept.forms[encoding] === making) kept.forms[encoding] = made;
      onMade?.(made.head.length + made.tail.length + (made.whole?.length ?? 0));
    },
    () => delete kept.forms[encoding],
  );
  return making.then((made) => formBytes(made, now));
}

/**
 * The forms stamped in the current millisecond. Their bytes are forgotten at the next one, so
 * that no answer left idle holds on to a slab of sendings (send-slab.ts).
 */
let stampedAt = Number.NaN;
const stampedNow: Form[] = [];

function formBytes(form: Form, now: number): Buffer {
  if (form.whole) return form.whole;
  if (now !== stampedAt) {
    for (const stamped of stampedNow) delete stamped.last;
    stampedNow.length = 0;
    stampedAt = now;
  }
  if (!form.last) {
    form.last = stampedCompressed(form, now);
    stampedNow.push(form);
  }
  return form.last;
}

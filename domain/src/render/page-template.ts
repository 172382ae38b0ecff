/**
 * The parts of web/index.html that a rendered page replaces, each between a pair of comments: the
 * head part (the shell's title and share image) by the page's head tags, the body part (#root
 * with the loading spinner) by the page's #root and its state. The server finds them by these
 * comments alone, so the shell's markup can change freely between them (decision 0053).
 */
export const PAGE_TEMPLATE_SLOTS = {
  head: { start: '<!--page-head-->', end: '<!--/page-head-->' },
  body: { start: '<!--page-body-->', end: '<!--/page-body-->' },
} as const;

export type PageTemplateSlot = keyof typeof PAGE_TEMPLATE_SLOTS;

/**
 * A function that puts a page's parts into the template, each in place of its slot. Throws at
 * once when the template lacks a slot (or has one twice, or out of order), rather than sending
 * pages without their content.
 */
export function pageTemplateFiller(
  template: string,
): (parts: Record<PageTemplateSlot, string>) => string {
  const pieces: string[] = [];
  const order: PageTemplateSlot[] = [];
  let at = 0;
  const slots = (Object.keys(PAGE_TEMPLATE_SLOTS) as PageTemplateSlot[])
    .map((slot) => ({ slot, start: template.indexOf(PAGE_TEMPLATE_SLOTS[slot].start) }))
    .sort((a, b) => a.start - b.start);
  for (const { slot, start } of slots) {
    const { start: open, end: close } = PAGE_TEMPLATE_SLOTS[slot];
    const end = template.indexOf(close, start);
    if (start < at || end < 0 || template.indexOf(open, start + open.length) >= 0) {
      throw new Error(`The page template needs one ${open} … ${close} (web/index.html)`);
    }
    pieces.push(template.slice(at, start));
    order.push(slot);
    at = end + close.length;
  }
  pieces.push(template.slice(at));
  return (parts) =>
    pieces.map((piece, i) => piece + (i < order.length ? parts[order[i]!] : '')).join('');
}

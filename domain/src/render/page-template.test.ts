import { describe, expect, it } from 'vitest';
import { PAGE_TEMPLATE_SLOTS, pageTemplateFiller } from './page-template.ts';

const { head, body } = PAGE_TEMPLATE_SLOTS;

describe('pageTemplateFiller', () => {
  it('puts each part in place of its slot, keeping everything around them', () => {
    const fill = pageTemplateFiller(
      `<html><head><meta charset="utf-8">${head.start}<title>TV</title>${head.end}</head>` +
        `<body>${body.start}<div id="root"><div class="spinner"></div></div>${body.end}<script></script></body></html>`,
    );
    expect(fill({ head: '<title>Page</title>', body: '<div id="root">page</div>' })).toBe(
      '<html><head><meta charset="utf-8"><title>Page</title></head>' +
        '<body><div id="root">page</div><script></script></body></html>',
    );
  });

  it('refuses a template without a slot, with one twice, or with a slot left open', () => {
    const whole = `${head.start}x${head.end}${body.start}y${body.end}`;
    expect(() => pageTemplateFiller(whole)).not.toThrow();
    expect(() => pageTemplateFiller(`${head.start}x${head.end}`)).toThrow(/page-body/);
    expect(() => pageTemplateFiller(`${whole}${body.start}z${body.end}`)).toThrow(/page-body/);
    expect(() => pageTemplateFiller(`${head.start}x${body.start}y${body.end}`)).toThrow(
      /page-head/,
    );
  });
});

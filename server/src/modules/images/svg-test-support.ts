import { SaxesParser } from 'saxes';

export interface SvgElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
}

/**
 * Parses an SVG with a strict XML parser (it throws on anything not well-formed) and returns its
 * elements in document order, each with the text directly inside it.
 */
export function parseSvg(svg: string): SvgElement[] {
  const parser = new SaxesParser();
  const elements: SvgElement[] = [];
  const open: SvgElement[] = [];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element = {
      name: tag.name,
      attributes: { ...tag.attributes } as Record<string, string>,
      text: '',
    };
    elements.push(element);
    open.push(element);
  });
  parser.on('text', (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.write(svg).close();
  return elements;
}

/** The lines of the title as drawn: the text of every <text> element, in order. */
export function drawnText(elements: readonly SvgElement[]): string[] {
  return elements.filter((e) => e.name === 'text').map((e) => e.text);
}

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_IDS } from '@app/domain';
import { createRoutes } from '#app/app/router.tsx';
import { createQueryClient } from '#app/lib/query-client.ts';
import { helpGroups } from './index.ts';
import {
  CAPTION_PRODUCTS,
  VIDEO_CATEGORIES,
  supportInfoPages,
  telstraStoreSupport,
  userGuideReleases,
} from './support.ts';

const routes = createRoutes(createQueryClient());
const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../public');

/** Whether a link of the content leads to a page that exists (not the catch-all, not not-found). */
function resolves(href: string): boolean {
  const path = decodeURIComponent(href.split('#')[0]!);
  const parts = path.split('/').filter(Boolean);
  if (path.endsWith('.pdf')) return existsSync(join(PUBLIC_DIR, path));
  if (parts[0] === 'faqs') {
    const [, topic, article, question] = parts;
    const group = helpGroups.find((g) => g.slug === topic);
    if (topic && !group) return false;
    const a = article ? group?.articles.find((x) => x.slug === article) : undefined;
    if (article && !a) return false;
    return !question || !!a?.items.some((q) => q.id === question);
  }
  if (parts[0] === 'contact-us') {
    return !parts[1] || (CONTACT_FORM_IDS as readonly string[]).includes(parts[1]);
  }
  // A support page of its own (e.g. the guide's mobile playback) outranks /support/:page.
  const own = (matchRoutes(routes, path) ?? []).at(-1)?.route.path;
  if (parts[0] === 'support' && own === `/support/${parts[1]}`) return true;
  if (parts[0] === 'support') {
    if (parts[1] === 'videos') return !parts[2] || VIDEO_CATEGORIES.some((c) => c === parts[2]);
    if (parts[1] === 'user-guides') return !parts[2] || parts[2] in userGuideReleases;
    const page = parts[1] ?? '';
    if (page.endsWith('-closed-captioning')) {
      return page.replace('-closed-captioning', '') in CAPTION_PRODUCTS;
    }
    return supportInfoPages.some((p) => p.slug === page);
  }
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1)?.route.path;
  return last !== undefined && last !== '*' && last !== '/notfound';
}

describe('links in help and support content', () => {
  const links = [
    ...helpGroups.flatMap((g) => g.articles.flatMap((a) => a.items.flatMap((q) => q.links ?? []))),
    ...[...supportInfoPages, telstraStoreSupport].flatMap((p) =>
      p.sections.flatMap((s) => s.links ?? []),
    ),
    ...Object.values(userGuideReleases).flatMap((guides) =>
      guides.flatMap((g) => [
        { label: g.name, href: g.url },
        ...(g.viewLink ? [{ label: g.name, href: g.viewLink }] : []),
      ]),
    ),
  ];

  it('has links to check', () => {
    expect(links.length).toBeGreaterThan(30);
  });

  it.each(links.map((l) => [l.href, l.label]))('%s (%s) leads somewhere', (href) => {
    expect(resolves(href)).toBe(true);
  });

  it('catches a broken link', () => {
    expect(resolves('/faqs/using-fetch/no-such-article')).toBe(false);
    expect(resolves('/pdf/no-such-guide.pdf')).toBe(false);
    expect(resolves('/no-such-page')).toBe(false);
  });
});

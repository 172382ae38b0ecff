import type { PageMeta } from './types.ts';

export interface Job {
  slug: string;
  title: string;
  team: string;
  location: string;
  summary: string;
  duties: readonly string[];
}

export const jobsMeta: PageMeta = {
  title: 'Jobs',
  description: 'Join the team that makes TV simple: engineering, design, support and more.',
  keywords: ['jobs', 'careers', 'work with us'],
};

const roles: readonly [string, string, string][] = [
  ['Frontend engineer', 'Engineering', 'Build the web store and account pages.'],
  ['Backend engineer', 'Engineering', 'Keep the API fast and the catalogue fresh.'],
  ['Set-top box firmware engineer', 'Devices', 'Make the boxes start faster and record more.'],
  ['Product designer', 'Design', 'Design the guide, the store and everything between.'],
  ['Customer support specialist', 'Support', 'Help customers by phone, e-mail and chat.'],
  ['Content partnerships manager', 'Content', 'Bring new channels and apps to the service.'],
  ['Data analyst', 'Insights', 'Turn viewing trends into better recommendations.'],
  ['QA engineer', 'Engineering', 'Test every release on every box before it ships.'],
  ['Marketing coordinator', 'Marketing', 'Plan campaigns for new packs and offers.'],
  ['Network engineer', 'Platform', 'Keep streams smooth on every connection.'],
  ['Retail account manager', 'Sales', 'Look after the stores that sell our boxes.'],
  ['Accessibility specialist', 'Design', 'Make every screen work for every viewer.'],
];

/** Open roles, 8 shown at a time (marketing spec §9), each with its own page. */
export const jobs: readonly Job[] = roles.map(([title, team, summary], i) => ({
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  title,
  team,
  location: i % 2 === 0 ? 'Sydney' : 'Melbourne',
  summary,
  duties: [summary, 'Work with a small team that ships every fortnight.', 'Flexible hours.'],
}));

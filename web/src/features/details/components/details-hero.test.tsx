import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMovie } from '#app/test/catalogue-fixtures.ts';
import { renderRoute } from '#app/test/render-app.tsx';
import { DetailsHero } from './details-hero.tsx';

describe('DetailsHero', () => {
  it("shows the poster's art without the title beside the heading that names it (issue 34)", async () => {
    const title = aMovie(10001, { title: "Quincy's Garden" });
    await renderRoute(
      <DetailsHero title={title} headingId="t" heading={title.title}>
        <p>facts</p>
      </DetailsHero>,
      { path: '/', url: '/' },
    );
    expect(screen.getByRole('heading', { level: 1, name: "Quincy's Garden" })).toBeVisible();
    // Both pictures are decoration (alt ""): the text-free art, the poster at 2:3.
    const [backdrop, poster] = screen.getAllByRole('presentation');
    expect(backdrop).toHaveAttribute('src', '/v2/vod/titles/10001/backdrop/1280x720');
    expect(poster).toHaveAttribute('src', '/v2/vod/titles/10001/backdrop/300x450');
    expect(poster!.getAttribute('srcset')).not.toMatch(/\/poster\//);
  });
});

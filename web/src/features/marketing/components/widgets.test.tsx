import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderRoute } from '#app/test/render-app.tsx';
import { ContentGallery } from './content-gallery.tsx';
import { ItemCarousel } from './item-carousel.tsx';
import { OkModal } from './ok-modal.tsx';
import { SlideShow } from './slide-show.tsx';

const slides = ['Alpha', 'Bravo', 'Charlie'];

async function renderSlideShow() {
  await renderRoute(
    <SlideShow
      label="Highlights"
      slides={slides}
      intervalMs={4000}
      slideKey={(s) => s}
      renderSlide={(s) => <h2>{s}</h2>}
    />,
    { path: '/', url: '/' },
  );
  // Rendered at once (no lazy route): getBy, as findBy would wait on the faked timers.
  screen.getByRole('region', { name: 'Highlights' });
}

const shownSlide = () => screen.getByRole('heading', { level: 2 }).textContent;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('SlideShow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances by itself and wraps from the last slide to the first', async () => {
    await renderSlideShow();
    expect(shownSlide()).toBe('Alpha');
    await wait(4000);
    expect(shownSlide()).toBe('Bravo');
    await wait(4000);
    expect(shownSlide()).toBe('Charlie');
    await wait(4000);
    expect(shownSlide()).toBe('Alpha');
  });

  it('restarts the wait for the next slide after a manual move', async () => {
    await renderSlideShow();
    await wait(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe('Bravo');
    await wait(3000);
    expect(shownSlide()).toBe('Bravo');
    await wait(1000);
    expect(shownSlide()).toBe('Charlie');
  });

  it('wraps backwards and jumps to a chosen slide', async () => {
    await renderSlideShow();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toBe('Charlie');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(shownSlide()).toBe('Bravo');
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeVisible();
  });

  it('stops while paused and goes on when played again', async () => {
    await renderSlideShow();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    await wait(20_000);
    expect(shownSlide()).toBe('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slides' }));
    await wait(4000);
    expect(shownSlide()).toBe('Bravo');
  });
});

describe('ItemCarousel', () => {
  const items = Array.from({ length: 6 }, (_, i) => `App ${i + 1}`);

  it('shows 4 items and moves one at a time, stopping at the ends', async () => {
    const { user } = await renderRoute(
      <ItemCarousel
        label="Apps"
        items={items}
        itemKey={(s) => s}
        renderItem={(s) => <button type="button">{s}</button>}
      />,
      { path: '/', url: '/' },
    );
    const carousel = await screen.findByRole('region', { name: 'Apps' });
    const visible = () =>
      within(carousel)
        .getAllByRole('button', { name: /^App/ })
        .map((b) => b.textContent);
    expect(visible()).toEqual(['App 1', 'App 2', 'App 3', 'App 4']);
    const previous = screen.getByRole('button', { name: 'Show previous items' });
    const next = screen.getByRole('button', { name: 'Show next items' });
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    expect(visible()).toEqual(['App 3', 'App 4', 'App 5', 'App 6']);
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(visible()).toEqual(['App 2', 'App 3', 'App 4', 'App 5']);
  });
});

/** A gallery of links labelled 'Popular' (the tests' usual one), or of the items given. */
const renderGallery = (
  items: string[] = ['One', 'Two'],
  renderItem: (item: string) => ReactNode = (s) => <a href={`/${s}`}>{s}</a>,
) =>
  renderRoute(
    <ContentGallery label="Popular" items={items} itemKey={(s) => s} renderItem={renderItem} />,
    { path: '/', url: '/' },
  );

/** The strip that scrolls and takes the pointer: the parent of the gallery's lists. */
const stripOf = (gallery: HTMLElement) =>
  within(gallery).getAllByRole('list', { hidden: true })[0]!.parentElement!;

describe('ContentGallery', () => {
  it('repeats its list three times but exposes one copy, and can be stopped', async () => {
    const { user } = await renderGallery();
    const gallery = await screen.findByRole('region', { name: 'Popular' });
    expect(
      within(gallery)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['One', 'Two']);
    expect(within(gallery).getAllByText('One', { ignore: 'none' })).toHaveLength(3);
    expect(within(gallery).getByText('Scrolling')).toBeInTheDocument();
    const stop = screen.getByRole('button', { name: 'Stop scrolling' });
    await user.click(stop);
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    expect(within(gallery).getByText('Not scrolling')).toBeInTheDocument();
  });

  it('pauses while dragged and resumes 5 seconds after release', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      await renderGallery(['One'], (s) => <span>{s}</span>);
      const gallery = screen.getByRole('region', { name: 'Popular' });
      const strip = stripOf(gallery);
      fireEvent.pointerDown(strip);
      expect(within(gallery).getByText('Not scrolling')).toBeInTheDocument();
      fireEvent.pointerUp(strip);
      await wait(4900);
      expect(within(gallery).getByText('Not scrolling')).toBeInTheDocument();
      await wait(100);
      expect(within(gallery).getByText('Scrolling')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ContentGallery dragging', () => {
  it('follows a mouse drag, and a drag does not open the tile it ends on', async () => {
    await renderGallery();
    const gallery = screen.getByRole('region', { name: 'Popular' });
    const strip = stripOf(gallery);
    strip.scrollLeft = 200;
    fireEvent.pointerDown(strip, { pointerType: 'mouse', clientX: 300, pointerId: 1 });
    fireEvent.pointerMove(strip, { pointerType: 'mouse', clientX: 180, pointerId: 1 });
    expect(strip.scrollLeft).toBe(320);
    fireEvent.pointerUp(strip, { pointerType: 'mouse', clientX: 180, pointerId: 1 });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    within(gallery).getAllByRole('link', { name: 'One' })[0]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('counts the 5 seconds from the end of a touch, not from the pointer cancel when the page scrolls', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      await renderGallery();
      const gallery = screen.getByRole('region', { name: 'Popular' });
      const strip = stripOf(gallery);
      fireEvent.pointerDown(strip, { pointerType: 'touch', clientX: 300, pointerId: 2 });
      fireEvent.pointerCancel(strip, { pointerType: 'touch', pointerId: 2 });
      await wait(4000);
      fireEvent.touchEnd(strip);
      await wait(4900);
      expect(within(gallery).getByText('Not scrolling')).toBeInTheDocument();
      await wait(100);
      expect(within(gallery).getByText('Scrolling')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('OkModal', () => {
  it('shows its template and closes with OK', async () => {
    const onClose = vi.fn();
    const { user } = await renderRoute(
      <OkModal open title="Stan" body={['Link your account.']} onClose={onClose} />,
      { path: '/', url: '/' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Stan' });
    expect(within(dialog).getByText('Link your account.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

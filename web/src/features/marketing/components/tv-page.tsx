import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { MARKETING_TIMING } from '@app/domain';
import { tvMeta, tvSlides } from '#app/content/marketing/other-pages.ts';
import { SlideCard } from './home-marketing.tsx';
import { PageHead } from './page-head.tsx';
import { SlideShow } from './slide-show.tsx';
import { PopularTitlesGallery } from './title-tiles.tsx';
import './marketing.css';

/** /tv: what the box does for TV, and the TV store's most popular shows (marketing spec §2.1). */
export function TvPage() {
  const { t } = useTranslation();
  return (
    <article className="marketing-page">
      <PageHead meta={tvMeta} />
      <header className="marketing-page__header">
        <h1>{t('marketing.tv.title')}</h1>
        <p className="marketing-page__intro">{tvMeta.description}</p>
      </header>
      <SlideShow
        label={t('marketing.tv.slidesLabel')}
        slides={tvSlides}
        intervalMs={MARKETING_TIMING.slideShowMs}
        slideKey={(slide) => slide.title}
        renderSlide={(slide) => <SlideCard slide={slide} />}
      />
      <section className="marketing-page__section" aria-labelledby="tv-popular">
        <h2 id="tv-popular">{t('marketing.tv.popular')}</h2>
        <PopularTitlesGallery menu="TV Store" label={t('marketing.tv.popular')} />
      </section>
    </article>
  );
}

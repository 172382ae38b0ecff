import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { MARKETING_TIMING } from '@app/domain';
import { heroSlides, homeHighlights, homeMeta } from '#app/content/marketing/home.ts';
import type { Slide } from '#app/content/marketing/types.ts';
import { ContentAnchor } from './content-anchor.tsx';
import { FeatureIcon } from './feature-icon.tsx';
import { PageHead } from './page-head.tsx';
import { SlideShow } from './slide-show.tsx';
import './marketing.css';

/** A slide: its heading, words and link. */
export function SlideCard({ slide }: { slide: Slide }) {
  return (
    <div className="slide-card">
      <h2 className="slide-card__title">{slide.title}</h2>
      <p className="slide-card__text">{slide.text}</p>
      <p className="slide-card__action">
        <ContentAnchor link={slide.link} className="button button--secondary" />
      </p>
    </div>
  );
}

/** The home page's marketing: the hero carousel and the highlights (marketing spec §2.1). */
export function HomeMarketing() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead meta={homeMeta} />
      <div className="home-promo">
        <SlideShow
          label={t('marketing.home.heroLabel')}
          slides={heroSlides}
          intervalMs={MARKETING_TIMING.heroCycleMs}
          slideKey={(slide) => slide.title}
          renderSlide={(slide) => <SlideCard slide={slide} />}
        />
      </div>
      <section className="marketing-highlights" aria-labelledby="home-highlights">
        <h2 id="home-highlights">{t('marketing.home.highlights')}</h2>
        <ul className="feature-grid">
          {homeHighlights.map((item) => (
            <li key={item.title} className="feature-card">
              <FeatureIcon name={item.icon} />
              <h3 className="feature-card__title">
                <Link to={item.href}>{item.title}</Link>
              </h3>
              <p className="feature-card__summary">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MARKETING_TIMING } from '@app/domain';
import { heroSlides, homeHighlights, homeMeta } from '#app/content/marketing/home.ts';
import type { Slide } from '#app/content/marketing/types.ts';
import { ContentAnchor } from './content-page.tsx';
import { PageHead } from './page-head.tsx';
import { SlideShow } from './slide-show.tsx';
import './marketing.css';

/** A slide: its heading, words and link. */
export function SlideCard({ slide }: { slide: Slide }) {
  return (
    <div className="slide-card">
      <h2 className="slide-card__title">{slide.title}</h2>
      <p className="slide-card__text">{slide.text}</p>
      <p>
        <ContentAnchor link={slide.link} />
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
      <SlideShow
        label={t('marketing.home.heroLabel')}
        slides={heroSlides}
        intervalMs={MARKETING_TIMING.heroCycleMs}
        slideKey={(slide) => slide.title}
        renderSlide={(slide) => <SlideCard slide={slide} />}
      />
      <section className="marketing-highlights" aria-labelledby="home-highlights">
        <h2 id="home-highlights">{t('marketing.home.highlights')}</h2>
        <ul className="tile-grid">
          {homeHighlights.map((item) => (
            <li key={item.title} className="feature-tile">
              <h3>
                <Link to={item.href}>{item.title}</Link>
              </h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, useParams } from 'react-router';
import {
  CAPTION_PRODUCTS,
  captionedChannels,
  supportInfoPages,
  telstraStoreSupport,
  type SupportInfoPage as InfoPage,
} from '#app/content/help/support.ts';
import type { HelpLink } from '#app/content/help/types.ts';
import { paths } from '#app/config/paths.ts';
import { FallbackImage, NameTile } from '#app/ui/fallback-image.tsx';
import { PageTitle } from '#app/ui/page-title.tsx';
import { useCaptionedChannelLogos } from '#app/features/support/api/get-channel-logos.ts';
import './support.css';
import { RedirectToNotFound } from '#app/lib/ssr/not-found.tsx';

const CAPTIONING = '-closed-captioning';

/** /support/{page}: the text support pages and /support/{product}-closed-captioning. */
export function SupportInfoPage() {
  const { page = '' } = useParams();
  const slug = page.toLowerCase();
  if (slug.endsWith(CAPTIONING)) {
    const product = CAPTION_PRODUCTS[slug.slice(0, -CAPTIONING.length)];
    if (product) return <CaptionsPage product={product} />;
  }
  const info = supportInfoPages.find((p) => p.slug === slug);
  if (!info) return <RedirectToNotFound />;
  return <InfoPageView page={info} />;
}

/** /telstra-store-support. */
export function TelstraStoreSupportPage() {
  return <InfoPageView page={telstraStoreSupport} />;
}

function ContentLink({ link }: { link: HelpLink }) {
  return link.href.endsWith('.pdf') ? (
    <a href={link.href}>{link.label}</a>
  ) : (
    <Link to={link.href}>{link.label}</Link>
  );
}

function InfoPageView({ page }: { page: InfoPage }) {
  const { t } = useTranslation();
  return (
    <div className="support-page">
      <PageTitle title={page.title} />
      <h1>{page.title}</h1>
      {page.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.links && (
            <ul>
              {s.links.map((l) => (
                <li key={l.href}>
                  <ContentLink link={l} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p>
        <Link to={paths.faqs.getHref()}>{t('support.moreHelp')}</Link>
      </p>
    </div>
  );
}

function CaptionsPage({ product }: { product: string }) {
  const { t } = useTranslation();
  const title = t('support.captions.title', { product });
  // Each channel's logo from the line-up; until it arrives, or if a logo fails, the channel's
  // name in a tile (marketing spec §8: no broken-image icons).
  const logos = useCaptionedChannelLogos().data;
  return (
    <div className="support-page support-page--wide">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p>{t('support.captions.intro', { count: captionedChannels.length })}</p>
      <ul className="support-channels" aria-label={t('support.captions.listLabel')}>
        {captionedChannels.map((c) => (
          <li key={c.number}>
            <ChannelLogo name={c.name} image={logos?.get(c.name.toLowerCase())} />
            {t('support.captions.channel', { number: c.number, name: c.name })}
          </li>
        ))}
      </ul>
      <p>
        <Link to="/faqs/using-fetch/closed-captions">{t('support.captions.howTo')}</Link>
      </p>
    </div>
  );
}

const LOGO = { width: 96, height: 54 } as const;

function ChannelLogo({ name, image }: { name: string; image: string | undefined }) {
  const tile = <NameTile name={name} width={LOGO.width} height={LOGO.height} />;
  if (!image) return tile;
  return (
    <FallbackImage
      className="support-channels__logo"
      sources={[`${image}?size=${LOGO.width}x${LOGO.height}`]}
      fallback={tile}
      width={LOGO.width}
      height={LOGO.height}
      loading="lazy"
      decoding="async"
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  CAPTION_PRODUCTS,
  captionedChannels,
  supportInfoPages,
  telstraStoreSupport,
  type SupportInfoPage as InfoPage,
} from '../../../content/help/support.ts';
import type { HelpLink } from '../../../content/help/types.ts';
import { paths } from '../../../config/paths.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import './support.css';
import { RedirectToNotFound } from '../../../lib/ssr/not-found.tsx';

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
  return (
    <div className="support-page support-page--wide">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p>{t('support.captions.intro', { count: captionedChannels.length })}</p>
      <ul className="support-channels" aria-label={t('support.captions.listLabel')}>
        {captionedChannels.map((c) => (
          <li key={c.number}>
            <span className="support-channels__logo" aria-hidden="true">
              {c.name.slice(0, 2).toUpperCase()}
            </span>
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

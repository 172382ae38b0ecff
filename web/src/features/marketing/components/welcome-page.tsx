import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { packageHref } from '#app/config/paths.ts';
import { useNewsSignup, useNewsUnsubscribe } from '#app/features/marketing/api/news-signup.ts';
import {
  researchMeta,
  welcomeMeta,
  whatsHotMeta,
  whatsHotOptions,
} from '#app/content/marketing/other-pages.ts';
import { useTypedBeforeHydration } from '#app/lib/typed-before-hydration.ts';
import { useErrorMessage } from '#app/ui/error-state.tsx';
import { Modal } from '#app/ui/modal.tsx';
import { whatsHotChoice } from '#app/features/marketing/whats-hot.ts';
import { PageHead } from './page-head.tsx';
import { PopularTitlesGallery } from './title-tiles.tsx';
import './marketing.css';

/**
 * /welcome (marketing spec §2.3): two modals, the Ultimate trial offer and the newsletter opt-in,
 * each opened and closed on its own.
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const [trialOpen, setTrialOpen] = useState(false);
  const [newsletterOpen, setNewsletterOpen] = useState(false);
  const [email, setEmail] = useState('');
  const signup = useNewsSignup();
  return (
    <article className="marketing-page">
      <PageHead meta={welcomeMeta} />
      <header className="marketing-page__header">
        <h1>{t('marketing.welcome.title')}</h1>
        <p className="marketing-page__intro">{t('marketing.welcome.intro')}</p>
      </header>
      <ul className="tile-grid">
        <li className="feature-tile">
          <h2>{t('marketing.welcome.trialTitle')}</h2>
          <p>{t('marketing.welcome.trialTeaser')}</p>
          <button type="button" className="button" onClick={() => setTrialOpen(true)}>
            {t('marketing.welcome.trialOpen')}
          </button>
        </li>
        <li className="feature-tile">
          <h2>{t('marketing.welcome.newsletterTitle')}</h2>
          <p>{t('marketing.welcome.newsletterTeaser')}</p>
          <button type="button" className="button" onClick={() => setNewsletterOpen(true)}>
            {t('marketing.welcome.newsletterOpen')}
          </button>
        </li>
      </ul>
      <Modal
        open={trialOpen}
        onClose={() => setTrialOpen(false)}
        title={t('marketing.welcome.trialTitle')}
      >
        <p>{t('marketing.welcome.trialText')}</p>
        <Link className="button" to={packageHref('premium-channels', 'ultimate')}>
          {t('marketing.welcome.trialLink')}
        </Link>
      </Modal>
      <Modal
        open={newsletterOpen}
        onClose={() => setNewsletterOpen(false)}
        title={t('marketing.welcome.newsletterTitle')}
      >
        {signup.isSuccess ? (
          <p role="status">{t('marketing.welcome.newsletterDone')}</p>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              signup.mutate({ email, source: 'welcome' });
            }}
          >
            <label className="field">
              {t('marketing.welcome.email')}
              <input
                type="email"
                name="email"
                required
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </label>
            <p className="marketing-page__small">{t('marketing.signup.consent')}</p>
            {signup.isError && <SignupError error={signup.error} />}
            <button type="submit" className="button" disabled={signup.isPending}>
              {signup.isPending
                ? t('marketing.signup.sending')
                : t('marketing.welcome.newsletterSubmit')}
            </button>
          </form>
        )}
      </Modal>
    </article>
  );
}

/** /research: a sign-up for customer research, then its thank-you page (marketing spec §2.1). */
export function ResearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signup = useNewsSignup();
  const [values, setValues] = useState({ name: '', email: '' });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) => {
    if (name === 'name' || name === 'email') setValues((v) => ({ ...v, [name]: value }));
  });
  // The thank-you page only once the server has the sign-up; a failure keeps what was typed.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signup.mutate(
      { ...values, source: 'research' },
      { onSuccess: () => void navigate('/research-thank-you') },
    );
  };
  return (
    <article className="marketing-page">
      <PageHead meta={researchMeta} />
      <header className="marketing-page__header">
        <h1>{t('marketing.research.title')}</h1>
        <p className="marketing-page__intro">{researchMeta.description}</p>
      </header>
      <form ref={formRef} className="research-form" onSubmit={onSubmit}>
        <label className="field">
          {t('marketing.research.name')}
          <input
            name="name"
            required
            autoComplete="name"
            value={values.name}
            onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
          />
        </label>
        <label className="field">
          {t('marketing.research.email')}
          <input
            type="email"
            name="email"
            required
            autoComplete="email"
            value={values.email}
            onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
          />
        </label>
        <p className="marketing-page__small">{t('marketing.signup.consent')}</p>
        {signup.isError && <SignupError error={signup.error} />}
        <button type="submit" className="button" disabled={signup.isPending}>
          {signup.isPending ? t('marketing.signup.sending') : t('marketing.research.submit')}
        </button>
      </form>
    </article>
  );
}

/**
 * A failed sign-up in the app's words for errors: the spec's network error (§8) when no answer
 * came, the limiter's words when refused for rate, otherwise the server's own words.
 */
function SignupError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="marketing-page__error">
      {useErrorMessage(error)}
    </p>
  );
}

/**
 * /unsubscribe?token=… (the link in a sign-up confirmation): one button, so that a mail
 * program fetching the link to preview it does not unsubscribe anyone.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const leave = useNewsUnsubscribe();
  return (
    <article className="marketing-page">
      <PageHead meta={{ title: t('marketing.unsubscribe.title'), description: '', keywords: [] }} />
      <header className="marketing-page__header">
        <h1>{t('marketing.unsubscribe.title')}</h1>
      </header>
      {leave.isSuccess ? (
        <p role="status">{t('marketing.unsubscribe.done')}</p>
      ) : (
        <>
          <p>{t('marketing.unsubscribe.text')}</p>
          {leave.isError && <SignupError error={leave.error} />}
          <button
            type="button"
            className="button"
            disabled={leave.isPending}
            onClick={() => leave.mutate({ token })}
          >
            {t('marketing.unsubscribe.confirm')}
          </button>
        </>
      )}
    </article>
  );
}

/** /whats-hot/{option?}: the most popular movies or shows this week. */
export function WhatsHotPage() {
  const { t } = useTranslation();
  const { option } = useParams();
  const chosen = whatsHotChoice(option);
  return (
    <article className="marketing-page">
      <PageHead meta={whatsHotMeta} />
      <header className="marketing-page__header">
        <h1>{whatsHotMeta.title}</h1>
        <p className="marketing-page__intro">{whatsHotMeta.description}</p>
      </header>
      <nav aria-label={t('marketing.whatsHot.options')}>
        <ul className="marketing-page__links">
          {whatsHotOptions.map((o) => (
            <li key={o.option}>
              <Link to={`/whats-hot/${o.option}`} aria-current={o === chosen ? 'page' : undefined}>
                {o.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{chosen.label}</h2>
      <PopularTitlesGallery key={chosen.option} menu={chosen.menu} label={chosen.label} />
    </article>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, useNavigate } from 'react-router';
import { newBoxActivationCode } from '@app/domain';
import { activateKeywords } from '#app/content/marketing/other-pages.ts';
import { useTypedBeforeHydration } from '#app/lib/typed-before-hydration.ts';
import { paths } from '#app/config/paths.ts';
import { PageHead } from './page-head.tsx';
import './marketing.css';

/**
 * /activate (linked from help content, marketing spec §2.2): activating a new box — what you
 * need (the code on the TV, an Australian Visa or Mastercard, §5), the steps, and a start into
 * sign-in with the code, which goes on to set the PIN for a box without one.
 */
export function ActivatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const codeId = useId();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (_name, value) => setCode(value));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const activationCode = newBoxActivationCode(code);
    if (!activationCode) {
      setInvalid(true);
      return;
    }
    void navigate(paths.signInWithCode.getHref(activationCode));
  };
  return (
    <article className="marketing-page activate-page">
      <PageHead
        meta={{
          title: t('marketing.activate.title'),
          description: t('marketing.activate.intro'),
          keywords: activateKeywords,
        }}
      />
      <header className="marketing-page__header">
        <h1>{t('marketing.activate.title')}</h1>
        <p className="marketing-page__intro">{t('marketing.activate.intro')}</p>
      </header>
      {/* The form comes first, so a phone shows it on the first screen; the help follows. */}
      <section className="activate-card" aria-labelledby="activate-start">
        <h2 id="activate-start">{t('marketing.activate.startHeading')}</h2>
        <form ref={formRef} className="activate-form" noValidate onSubmit={onSubmit}>
          <label className="activate-form__label" htmlFor={codeId}>
            {t('marketing.activate.codeLabel')}
          </label>
          <input
            id={codeId}
            className="activate-form__code"
            name="activationcode"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${codeId}-error` : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setInvalid(false);
            }}
          />
          {invalid && (
            <p id={`${codeId}-error`} role="alert" className="marketing-page__error">
              {t('marketing.activate.codeInvalid')}
            </p>
          )}
          <button type="submit" className="button">
            {t('marketing.activate.start')}
          </button>
        </form>
        <p>
          {t('marketing.activate.help')}{' '}
          <Link to={paths.contactUs.getHref()}>{t('marketing.activate.contact')}</Link>
        </p>
      </section>
      <div className="activate-help">
        <section aria-labelledby="activate-need">
          <h2 id="activate-need">{t('marketing.activate.needHeading')}</h2>
          <ul>
            <li>{t('marketing.activate.needCode')}</li>
            <li>{t('marketing.activate.needCard')}</li>
            <li>{t('marketing.activate.needInternet')}</li>
          </ul>
        </section>
        <section aria-labelledby="activate-steps">
          <h2 id="activate-steps">{t('marketing.activate.stepsHeading')}</h2>
          <ol>
            <li>{t('marketing.activate.step1')}</li>
            <li>{t('marketing.activate.step2')}</li>
            <li>{t('marketing.activate.step3')}</li>
            <li>{t('marketing.activate.step4')}</li>
          </ol>
        </section>
      </div>
    </article>
  );
}

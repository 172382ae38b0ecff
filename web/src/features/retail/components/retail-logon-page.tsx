import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { isRetailProvider, PIN_GUESS_LIMIT, type Account } from '@app/domain';
import { isApiError } from '#app/api/client.ts';
import { paths } from '#app/config/paths.ts';
import { ActivationCodeForm } from '#app/lib/session/components/activation-code-form.tsx';
import { EnterPinForm } from '#app/lib/session/components/enter-pin-form.tsx';
import { signInByEmail } from '#app/lib/session/session-actions.ts';
import { SIGN_IN_MUTATION_KEY } from '#app/lib/session/use-session.ts';
import { useErrorMessage } from '#app/ui/error-state.tsx';
import { PageTitle } from '#app/ui/page-title.tsx';
import { retailTargetHref } from '#app/features/retail/retail-targets.ts';
import './retail.css';

/**
 * /account_retail/logon: by activation code and PIN, or by e-mail and password (marketing spec
 * §1). `target` names the retail page to open after it; `activationCode` prefills the code.
 */
export function RetailLogonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = search.get('target');
  const ids = { page: useId(), code: useId(), email: useId() };
  const [pinFor, setPinFor] = useState<string | null>(null);

  function loggedOn(account: Account) {
    // Customers of other providers keep their account on the main site (account spec §6).
    const to = isRetailProvider(account.isp.name)
      ? retailTargetHref(target)
      : paths.myStuff.getHref();
    void navigate(to, { replace: true });
  }

  return (
    <section className="retail-page retail-logon" aria-labelledby={ids.page}>
      <PageTitle title={t('retail.logon.title')} />
      <h1 id={ids.page}>{t('retail.logon.title')}</h1>
      <p className="retail-page__intro">{t('retail.logon.intro')}</p>

      <section className="retail-panel" aria-labelledby={ids.code}>
        <h2 id={ids.code}>{t('retail.logon.code.heading')}</h2>
        {pinFor === null ? (
          <ActivationCodeForm
            initialCode={search.get('activationCode')}
            onActivated={({ result, activationCode, account }) => {
              if (result === 'alreadyActivated') setPinFor(activationCode);
              else if (result === 'activated') void navigate(paths.setPin.getHref());
              else if (account) loggedOn(account);
            }}
          />
        ) : (
          <EnterPinForm
            activationCode={pinFor}
            onSignedIn={loggedOn}
            onBack={() => setPinFor(null)}
          />
        )}
      </section>

      <section className="retail-panel" aria-labelledby={ids.email}>
        <h2 id={ids.email}>{t('retail.logon.email.heading')}</h2>
        <p>{t('retail.logon.email.intro')}</p>
        <EmailLogonForm onLoggedOn={loggedOn} />
      </section>
    </section>
  );
}

function EmailLogonForm({ onLoggedOn }: { onLoggedOn: (account: Account) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const emailId = useId();
  const passwordId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const logOn = useMutation({
    mutationKey: SIGN_IN_MUTATION_KEY,
    mutationFn: () => signInByEmail(queryClient, email.trim(), password),
    onSuccess: onLoggedOn,
    onError: () => setPassword(''),
  });
  const failure = useErrorMessage(logOn.error);
  const refused = isApiError(logOn.error) && logOn.error.code === 'ERR_INVALID_CREDENTIALS';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (logOn.isPending) return;
    const incomplete = email.trim() === '' || password === '';
    setMissing(incomplete);
    if (!incomplete) logOn.mutate();
  }

  const problem = missing
    ? t('retail.logon.email.missing')
    : logOn.isError
      ? refused
        ? t('retail.logon.email.invalid', {
            attempts: PIN_GUESS_LIMIT.attempts,
            minutes: PIN_GUESS_LIMIT.lockMs / 60_000,
          })
        : failure
      : null;

  return (
    <form className="retail-form" onSubmit={submit} noValidate aria-busy={logOn.isPending}>
      {problem && (
        <p className="retail-alert" role="alert">
          {problem}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={emailId}>
          {t('retail.logon.email.email')}
        </label>
        <input
          id={emailId}
          className="field__input"
          type="email"
          name="email"
          autoComplete="username"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={problem ? true : undefined}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={passwordId}>
          {t('retail.logon.email.password')}
        </label>
        <input
          id={passwordId}
          className="field__input"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={problem ? true : undefined}
        />
      </div>
      <div>
        <button type="submit" className="button">
          {logOn.isPending ? t('retail.logon.email.submitting') : t('retail.logon.email.submit')}
        </button>
      </div>
    </form>
  );
}

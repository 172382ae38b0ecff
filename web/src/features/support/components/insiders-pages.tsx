import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, useParams } from 'react-router';
import type { InsidersRegisterInput } from '@app/domain';
import { insidersQuestions } from '#app/content/help/insiders.ts';
import { paths } from '#app/config/paths.ts';
import { useTypedBeforeHydration } from '#app/lib/typed-before-hydration.ts';
import { PageTitle } from '#app/ui/page-title.tsx';
import { loadFormRules } from '#app/features/support/load-form-rules.ts';
import {
  useRegisterInsider,
  useUnregisterInsider,
} from '#app/features/support/api/support-calls.ts';
import { FormField } from './form-field.tsx';
import './support.css';

/** /insiders: the beta programme's landing page with its ten questions (marketing spec §2.3). */
export function InsidersPage() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (i: number) =>
    setVisible((s) => {
      const next = new Set(s);
      if (!next.delete(i)) next.add(i);
      return next;
    });
  return (
    <div className="support-page">
      <PageTitle title={t('insiders.title')} />
      <h1>{t('insiders.title')}</h1>
      <p>{t('insiders.intro')}</p>
      <p>
        <Link className="button" to={paths.insidersRegister.getHref()}>
          {t('insiders.registerLink')}
        </Link>{' '}
        <Link to={paths.insidersUnregister.getHref()}>{t('insiders.unregisterLink')}</Link>
      </p>
      <h2>{t('insiders.questions')}</h2>
      <ul className="support-accordion">
        {insidersQuestions.map((q, i) => (
          <li key={q.questionText}>
            <h3>
              <button
                type="button"
                aria-expanded={visible.has(i)}
                aria-controls={`insiders-answer-${i}`}
                onClick={() => toggle(i)}
              >
                {q.questionText}
              </button>
            </h3>
            <p id={`insiders-answer-${i}`} hidden={!visible.has(i)}>
              {q.answerText}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function useFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (field: keyof T) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  // The form's ref: what was typed before the page came alive is taken up, not lost.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) => {
    if (Object.hasOwn(initial, name)) setValues((v) => ({ ...v, [name]: value }));
  });
  return { values, errors, setErrors, change, formRef };
}

/** /insiders/register: name, e-mail and box ID; a repeat registration is answered kindly. */
export function InsidersRegisterPage() {
  const { t } = useTranslation();
  const register = useRegisterInsider();
  const { values, errors, setErrors, change, formRef } = useFields<Required<InsidersRegisterInput>>(
    {
      name: '',
      email: '',
      boxId: '',
    },
  );
  const error = (f: 'name' | 'email' | 'boxId'): string | undefined =>
    errors[f] ? t(`insiders.errors.${f}`) : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { insidersRegisterSchema, fieldErrors } = await loadFormRules();
    const parsed = insidersRegisterSchema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (parsed.success) register.mutate(values);
  };
  return (
    <div className="support-page">
      <PageTitle title={t('insiders.register.title')} />
      <h1>{t('insiders.register.title')}</h1>
      {register.data ? (
        <p role="status" className="support-message support-message--ok">
          {t('insiders.register.done')}
        </p>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void submit(event)}
          onFocusCapture={() => void loadFormRules()}
          aria-label={t('insiders.register.title')}
        >
          <p>{t('insiders.register.text')}</p>
          <FormField
            name="name"
            label={t('contact.fields.name')}
            autoComplete="name"
            value={values.name}
            error={error('name')}
            onChange={change('name')}
          />
          <FormField
            name="email"
            type="email"
            label={t('contact.fields.email')}
            autoComplete="email"
            value={values.email}
            error={error('email')}
            onChange={change('email')}
          />
          <FormField
            name="boxId"
            label={t('insiders.boxId')}
            hint={t('insiders.boxIdHint')}
            value={values.boxId}
            error={error('boxId')}
            onChange={change('boxId')}
          />
          {register.isError && (
            <p role="alert" className="support-message support-message--error">
              {t('insiders.failed')}
            </p>
          )}
          <button type="submit" className="button" disabled={register.isPending}>
            {t('insiders.register.submit')}
          </button>
        </form>
      )}
      <p>
        <Link to={paths.insiders.getHref()}>{t('insiders.backToInsiders')}</Link>
      </p>
    </div>
  );
}

/** /insiders/unregister/{email?}/{serial?}: the route may fill in the e-mail and box ID. */
export function InsidersUnregisterPage() {
  const { t } = useTranslation();
  const { email = '', serial = '' } = useParams();
  const unregister = useUnregisterInsider();
  const { values, errors, setErrors, change, formRef } = useFields({ email, boxId: serial });
  const error = (f: 'name' | 'email' | 'boxId'): string | undefined =>
    errors[f] ? t(`insiders.errors.${f}`) : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { insidersUnregisterSchema, fieldErrors } = await loadFormRules();
    const parsed = insidersUnregisterSchema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (parsed.success) unregister.mutate(values);
  };
  return (
    <div className="support-page">
      <PageTitle title={t('insiders.unregister.title')} />
      <h1>{t('insiders.unregister.title')}</h1>
      {unregister.data ? (
        <p role="status" className="support-message support-message--ok">
          {t('insiders.unregister.done')}
        </p>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void submit(event)}
          onFocusCapture={() => void loadFormRules()}
          aria-label={t('insiders.unregister.title')}
        >
          <p>{t('insiders.unregister.text')}</p>
          <FormField
            name="email"
            type="email"
            label={t('contact.fields.email')}
            autoComplete="email"
            value={values.email}
            error={error('email')}
            onChange={change('email')}
          />
          <FormField
            name="boxId"
            label={t('insiders.boxId')}
            value={values.boxId}
            error={error('boxId')}
            onChange={change('boxId')}
          />
          {unregister.isError && (
            <p role="alert" className="support-message support-message--error">
              {t('insiders.failed')}
            </p>
          )}
          <button type="submit" className="button" disabled={unregister.isPending}>
            {t('insiders.unregister.submit')}
          </button>
        </form>
      )}
      <p>
        <Link to={paths.insiders.getHref()}>{t('insiders.backToInsiders')}</Link>
      </p>
    </div>
  );
}

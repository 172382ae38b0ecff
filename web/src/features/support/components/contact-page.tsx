import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { CONTACT_TOPICS, HONEYPOT_FIELD, type ContactEnquiryInput } from '@app/domain';
import { isApiError } from '#app/api/client.ts';
import { paths } from '#app/config/paths.ts';
import { useTypedBeforeHydration } from '#app/lib/typed-before-hydration.ts';
import { PageTitle } from '#app/ui/page-title.tsx';
import { useSendEnquiry } from '#app/features/support/api/support-calls.ts';
import { loadFormRules } from '#app/features/support/load-form-rules.ts';
import {
  CONTACT_FORMS,
  PARTNER_PROVIDERS,
  type ContactFormDefinition,
} from '#app/features/support/contact-forms.ts';
import { FormField, fieldAttributes } from './form-field.tsx';
import './support.css';

/**
 * /contact-us/{category?} (marketing spec §2.3): a category naming a form preselects it,
 * otherwise the visitor chooses where the box came from. Going back to the choice clears the
 * selection and any message.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const { category } = useParams();
  const navigate = useNavigate();
  const form = CONTACT_FORMS.find((f) => f.id === category?.toLowerCase());
  // Each form is a page of its own in history and search results: its own title and H1.
  const title = form
    ? t('contact.formTitle', { heading: t(`contact.forms.${form.id}.heading`) })
    : t('contact.title');
  return (
    <div className="support-page contact-page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <div className="contact-page__main">
        {form ? (
          <>
            <p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void navigate(paths.contactUs.getHref())}
              >
                {t('contact.back')}
              </button>
            </p>
            <ContactForm key={form.id} form={form} />
          </>
        ) : (
          <fieldset className="contact-choice">
            <legend>{t('contact.choose')}</legend>
            {CONTACT_FORMS.map((f) => (
              <button
                key={f.id}
                type="button"
                className="button"
                onClick={() => void navigate(paths.contactUs.getHref(f.id))}
              >
                {t(`contact.forms.${f.id}.option`)}
              </button>
            ))}
          </fieldset>
        )}
      </div>
      <OtherHelp />
    </div>
  );
}

/** Beside the forms: when people answer, and where to find help without writing (issue 23). */
function OtherHelp() {
  const { t } = useTranslation();
  return (
    <aside className="contact-other-help" aria-labelledby="contact-other-help">
      <h2 id="contact-other-help">{t('contact.otherHelp.heading')}</h2>
      <h3>{t('contact.otherHelp.hoursHeading')}</h3>
      <p>{t('contact.otherHelp.hours')}</p>
      <ul>
        <li>
          <Link to={paths.faqs.getHref()}>{t('contact.otherHelp.faqs')}</Link>
        </li>
        <li>
          <Link to={paths.supportVideos.getHref()}>{t('contact.otherHelp.videos')}</Link>
        </li>
        <li>
          <Link to={paths.userGuides.getHref()}>{t('contact.otherHelp.guides')}</Link>
        </li>
        <li>
          <Link to={paths.supportPage.getHref('still-need-help')}>
            {t('contact.otherHelp.stillNeedHelp')}
          </Link>
        </li>
      </ul>
      <p>{t('contact.otherHelp.provider')}</p>
    </aside>
  );
}

/**
 * The confirmation takes focus and scrolls into view: on a phone the Send button is far below
 * the top of the form, and a confirmation out of sight made people send again (issue 23).
 */
function ContactSent({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    panel.focus({ preventScroll: true });
    panel.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      aria-labelledby="contact-sent-heading"
      className="support-message support-message--ok"
    >
      <h2 id="contact-sent-heading">{t('contact.sent.heading')}</h2>
      <p>
        {t('contact.sent.reference')} <strong>{reference}</strong>
      </p>
      <h3>{t('contact.sent.nextHeading')}</h3>
      <ol>
        <li>{t('contact.sent.next1')}</li>
        <li>{t('contact.sent.next2')}</li>
        <li>{t('contact.sent.next3')}</li>
      </ol>
    </div>
  );
}

type Values = Required<Omit<ContactEnquiryInput, 'form'>>;
type ErrorField = 'form' | 'name' | 'email' | 'phone' | 'boxId' | 'topic' | 'message' | 'website';

function ContactForm({ form }: { form: ContactFormDefinition }) {
  const { t } = useTranslation();
  const send = useSendEnquiry();
  const [values, setValues] = useState<Values>({
    name: '',
    email: '',
    phone: '',
    boxId: '',
    topic: 'other',
    message: '',
    [HONEYPOT_FIELD]: '',
    ...form.defaultValues,
  } as Values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (field: keyof Values) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  // What was typed before the page came alive is what gets sent, not an "enter your name".
  useTypedBeforeHydration(formRef, (name, value) => {
    if (Object.hasOwn(values, name)) set(name as keyof Values)(value);
  });
  const error = (field: ErrorField): string | undefined =>
    errors[field] ? t(`contact.errors.${field}`) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { contactEnquirySchema, fieldErrors } = await loadFormRules();
    const parsed = contactEnquirySchema.safeParse({ ...values, form: form.id });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const first = Object.keys(found)[0];
      formRef.current?.querySelector<HTMLElement>(`#field-${first}`)?.focus();
      return;
    }
    setErrors({});
    send.mutate({ ...values, form: form.id });
  };

  if (send.isSuccess) return <ContactSent reference={send.data.reference} />;

  return (
    <section aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{t(`contact.forms.${form.id}.heading`)}</h2>
      <p>{t(`contact.forms.${form.id}.text`)}</p>
      {form.id === 'isps' && (
        <div className="contact-advice">
          <ul>
            <li>{t('contact.isps.restart')}</li>
            <li>{t('contact.isps.provider')}</li>
          </ul>
          <p>
            {t('contact.isps.selfHelp')}{' '}
            <Link to={paths.faqs.getHref()}>{t('contact.isps.faqs')}</Link>
            {' · '}
            <Link to={paths.userGuides.getHref()}>{t('contact.isps.guides')}</Link>
          </p>
        </div>
      )}
      {form.displayIsps && (
        <>
          <h3 id="contact-providers">{t('contact.isps.providersHeading')}</h3>
          <ul aria-labelledby="contact-providers" className="contact-providers">
            {PARTNER_PROVIDERS.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </>
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocusCapture={() => void loadFormRules()}
        aria-labelledby="contact-form-heading"
      >
        <FormField
          name="name"
          label={t('contact.fields.name')}
          autoComplete="name"
          value={values.name}
          error={error('name')}
          onChange={(e) => set('name')(e.target.value)}
        />
        <FormField
          name="email"
          type="email"
          label={t('contact.fields.email')}
          autoComplete="email"
          value={values.email}
          error={error('email')}
          onChange={(e) => set('email')(e.target.value)}
        />
        <FormField
          name="phone"
          type="tel"
          label={t('contact.fields.phone')}
          hint={t('contact.fields.optional')}
          autoComplete="tel"
          value={values.phone}
          error={error('phone')}
          onChange={(e) => set('phone')(e.target.value)}
        />
        {form.id !== 'general' && (
          <FormField
            name="boxId"
            label={t('contact.fields.boxId')}
            hint={t('contact.fields.boxIdHint')}
            value={values.boxId}
            error={error('boxId')}
            onChange={(e) => set('boxId')(e.target.value)}
          />
        )}
        <FormField name="topic" label={t('contact.fields.topic')} error={error('topic')}>
          <select
            {...fieldAttributes('topic', error('topic'))}
            value={values.topic}
            onChange={(e) => set('topic')(e.target.value)}
          >
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`contact.topics.${topic}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField name="message" label={t('contact.fields.message')} error={error('message')}>
          <textarea
            {...fieldAttributes('message', error('message'))}
            rows={6}
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
          />
        </FormField>
        {/* People never see this field; bots fill it in (the server drops such posts). */}
        <div className="support-honeypot" aria-hidden="true">
          <label htmlFor="field-website">{t('contact.fields.honeypot')}</label>
          <input
            id="field-website"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={values[HONEYPOT_FIELD]}
            onChange={(e) => set(HONEYPOT_FIELD)(e.target.value)}
          />
        </div>
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="support-message support-message--error">
            {t('contact.invalid')}
          </p>
        )}
        {send.isError && (
          <p role="alert" className="support-message support-message--error">
            {isApiError(send.error) && send.error.status === 429
              ? t('contact.failed.limit')
              : t('contact.failed.text')}
          </p>
        )}
        <button type="submit" className="button" disabled={send.isPending}>
          {send.isPending ? t('contact.sending') : t('contact.send')}
        </button>
      </form>
    </section>
  );
}

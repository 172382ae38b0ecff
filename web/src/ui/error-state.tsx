import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { isApiError } from '#app/api/client.ts';
import './error-state.css';

interface ErrorStateProps {
  /** What could not be done, e.g. "The titles could not be loaded". */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed load: what failed, why (the API's message) and a Retry button. */
export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  const message = useErrorMessage(error);
  return (
    <div className="error-state" role="alert">
      <p className="error-state__title">{title}</p>
      <p className="error-state__message">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * The words for an error: the brand's text for a known code (e.g. the spec's connection-error
 * text), otherwise the message the API sent.
 */
export function useErrorMessage(error: unknown): string {
  const { t, i18n } = useTranslation();
  const fallback = t('errors.network-or-server-connection-error');
  if (!isApiError(error)) return fallback;
  const key = `errors.${error.code}`;
  // The code comes from the server, so the key is not one TypeScript can check.
  if (i18n.exists(key)) return t(key as 'errors.network-or-server-connection-error');
  return error.message || fallback;
}

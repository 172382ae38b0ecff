import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { formatPrice, type TransactionHistoryItem, formatDisplayDate } from '@app/domain';
import { ErrorState } from '#app/ui/error-state.tsx';
import { PageTitle } from '#app/ui/page-title.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import { purchaseHistoryQueryOptions } from '#app/features/commerce/api/get-purchase-history.ts';
import './commerce.css';

/** The server's reason codes for credit movements, in words (others are already words). */
const REASON_TEXT = {
  WELCOME_OFFER: 'commerce.credits.reasons.WELCOME_OFFER',
  GOODWILL: 'commerce.credits.reasons.GOODWILL',
  PROMOTION: 'commerce.credits.reasons.PROMOTION',
  RENTAL: 'commerce.credits.reasons.RENTAL',
} as const;

function isReasonCode(reason: string): reason is keyof typeof REASON_TEXT {
  return Object.hasOwn(REASON_TEXT, reason);
}

/**
 * /account/settings/credits (mustLogIn, account spec §2): the credits left, the purchases newest
 * first (a title that is gone reads 'STB Purchase', §3) and how the credits changed. A purchase
 * here or on another device refreshes it (ENTITLEMENTS_CHANGED invalidates the history).
 */
export function CreditsPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const balanceId = useId();
  const historyId = useId();
  const movementsId = useId();
  const history = useQuery(purchaseHistoryQueryOptions());

  let body;
  if (history.isPending) body = <Spinner label={t('commerce.credits.loading')} />;
  else if (history.isError)
    body = (
      <ErrorState
        title={t('commerce.credits.loadFailed')}
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  else {
    const { items, credits, credit_movements } = history.data;
    body = (
      <>
        <section aria-labelledby={balanceId}>
          <h2 id={balanceId}>{t('commerce.credits.balanceHeading')}</h2>
          <dl className="commerce-credits">
            <div className="commerce-credits__item">
              <dt>{t('commerce.credits.movieCredits')}</dt>
              <dd>{credits.vod_count}</dd>
            </div>
            <div className="commerce-credits__item">
              <dt>{t('commerce.credits.episodeCredits')}</dt>
              <dd>{credits.episode_count}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby={historyId}>
          <h2 id={historyId}>{t('commerce.credits.historyHeading')}</h2>
          {items.length === 0 ? (
            <p>{t('commerce.credits.emptyHistory')}</p>
          ) : (
            <table className="commerce-table" aria-label={t('commerce.credits.historyLabel')}>
              <thead>
                <tr>
                  <th scope="col">{t('commerce.credits.date')}</th>
                  <th scope="col">{t('commerce.credits.titleColumn')}</th>
                  <th scope="col">{t('commerce.credits.kind')}</th>
                  <th scope="col">{t('commerce.credits.price')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <HistoryRow key={item.id} item={item} />
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby={movementsId}>
          <h2 id={movementsId}>{t('commerce.credits.movementsHeading')}</h2>
          {credit_movements.length === 0 ? (
            <p>{t('commerce.credits.emptyMovements')}</p>
          ) : (
            <ul className="credit-movements">
              {credit_movements.map((movement, index) => (
                <li key={`${movement.created}-${index}`} className="credit-movements__item">
                  <span className="credit-movements__date">
                    {formatDisplayDate(movement.created)}
                  </span>
                  <span className="credit-movements__reason">
                    {isReasonCode(movement.reason)
                      ? t(REASON_TEXT[movement.reason])
                      : movement.reason}
                  </span>
                  <span
                    className={`credit-movements__delta credit-movements__delta--${movement.delta > 0 ? 'in' : 'out'}`}
                  >
                    {t(`commerce.credits.movement.${movement.kind}`, {
                      count: Math.abs(movement.delta),
                      sign: movement.delta > 0 ? '+' : '−',
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <section className="commerce-page" aria-labelledby={headingId}>
      <PageTitle title={t('commerce.credits.title')} />
      <h1 id={headingId}>{t('commerce.credits.title')}</h1>
      {body}
    </section>
  );
}

function HistoryRow({ item }: { item: TransactionHistoryItem }) {
  const { t } = useTranslation();
  const format = item.content_format.toUpperCase();
  return (
    <tr>
      <td>{formatDisplayDate(item.created)}</td>
      <td>{item.display_name}</td>
      <td>
        {item.duration === -1
          ? t('commerce.credits.buy', { format })
          : t('commerce.credits.rent', { format })}
      </td>
      <td>{item.free_vod ? t('commerce.credits.paidWithCredit') : formatPrice(item.price)}</td>
    </tr>
  );
}

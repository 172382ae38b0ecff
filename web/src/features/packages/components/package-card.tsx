import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { formatDisplayDate, formatPrice, type PackageState } from '@app/domain';
import type { PackageAction } from '#app/features/packages/package-change.ts';

interface PackageCardProps {
  state: PackageState;
  headingId: string;
  /** The name of the pack this one is part of (Ultimate for a skinny pack). */
  partOf: string | null;
  onAction: (action: PackageAction) => void;
}

/** Plan artwork at the size the card shows it (docs/api.md Artwork). */
const IMAGE = { width: 320, height: 180 };

/** One plan on My Packages: artwork, name, description, price, state and button (§4). */
export function PackageCard({ state, headingId, partOf, onAction }: PackageCardProps) {
  const { t } = useTranslation();
  const { plan, button, ticked, endsOn, trialUntil } = state;
  const price = formatPrice(plan.display_price);

  return (
    <li className="package-card">
      <img
        className="package-card__image"
        src={`/v2/subscriber/plans/${plan.id}/image?size=${IMAGE.width}x${IMAGE.height}`}
        alt=""
        width={IMAGE.width}
        height={IMAGE.height}
        loading="lazy"
      />
      <div className="package-card__body">
        <h2 id={headingId} className="package-card__name" tabIndex={-1}>
          {plan.name}
        </h2>
        <p className="package-card__description">{plan.description}</p>
        <p className="package-card__price">
          {plan.kind === 'event'
            ? t('packages.priceOnce', { price })
            : t('packages.price', { price })}
        </p>
      </div>
      <div className="package-card__state">
        {ticked && button !== 'included' && (
          <p className="package-card__status">
            <span className="package-card__tick" aria-hidden="true">
              ✓
            </span>{' '}
            {endsOn
              ? t('packages.endsOn', { date: formatDisplayDate(endsOn) })
              : t('packages.subscribed')}
          </p>
        )}
        {trialUntil && (
          <p className="package-card__note">
            {t('packages.trialUntil', { date: formatDisplayDate(trialUntil) })}
          </p>
        )}
        <PackageButton button={button} plan={plan.name} partOf={partOf} onAction={onAction} />
      </div>
    </li>
  );
}

function PackageButton({
  button,
  plan,
  partOf,
  onAction,
}: {
  button: PackageState['button'];
  plan: string;
  partOf: string | null;
  onAction: (action: PackageAction) => void;
}) {
  const { t } = useTranslation();
  switch (button) {
    case 'add':
    case 'upgrade':
    case 'resubscribe':
      return (
        <button
          type="button"
          className="button"
          aria-label={t(`packages.actions.${button}Label`, { plan })}
          onClick={() => onAction(button)}
        >
          {t(`packages.actions.${button}`)}
        </button>
      );
    case 'cancel':
      // Named in full on screen ("Cancel Kids") and drawn as a quiet danger button, so it never
      // reads as the page's main action beside Add and Upgrade (issue 21).
      return (
        <button
          type="button"
          className="button button--danger package-card__cancel"
          onClick={() => onAction('cancel')}
        >
          <CrossIcon />
          {t('packages.actions.cancelLabel', { plan })}
        </button>
      );
    case 'included': {
      const bigger = partOf ?? '';
      return (
        <button
          type="button"
          className="button button--secondary package-card__included"
          aria-label={t('packages.actions.includedLabel', { plan, bigger })}
          disabled
        >
          <span aria-hidden="true">✓</span> {t('packages.includedIn', { plan: bigger })}
        </button>
      );
    }
    case 'none':
      return <p className="package-card__note">{t('packages.onceOff')}</p>;
  }
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M6 6l12 12M18 6L6 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

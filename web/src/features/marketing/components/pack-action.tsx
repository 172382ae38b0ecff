import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import type { PublicPlan } from '@app/domain';
import { paths } from '#app/config/paths.ts';
import { useSession } from '#app/lib/session/use-session.ts';

/** Whether the signed-in household has the pack already. */
export function useHeldPack(plan: PublicPlan): boolean {
  const { account } = useSession();
  return account?.sorted_plans.some((p) => p.id === plan.id && p.subscribed) ?? false;
}

/**
 * A pack's call to action, on its card and its page: add it, or, for a household that has it,
 * manage the packs instead (issue 21: it is not offered again). Both open package management.
 */
export function PackAction({ plan, held }: { plan: PublicPlan; held: boolean }) {
  const { t } = useTranslation();
  return held ? (
    <Link className="button button--secondary" to={paths.packageManagement.getHref()}>
      {t('marketing.packages.manage')}
    </Link>
  ) : (
    <Link className="button" to={paths.packageManagement.getHref()}>
      {t('marketing.packages.add', { name: plan.name })}
    </Link>
  );
}

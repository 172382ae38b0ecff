import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { qualityIconsOf } from '@app/domain';

/** HD, 4K and surround-sound badges from the title's flag bits (account spec §3). */
export function QualityIcons({ flags }: { flags: number }) {
  const { t } = useTranslation();
  const icons = qualityIconsOf(flags);
  if (icons.length === 0) return null;
  return (
    <ul className="quality-icons" aria-label={t('details.quality.label')}>
      {icons.map((icon) => (
        <li key={icon} className="quality-icons__icon">
          <abbr title={t(`details.quality.${icon}.name`)}>
            {t(`details.quality.${icon}.short`)}
          </abbr>
        </li>
      ))}
    </ul>
  );
}

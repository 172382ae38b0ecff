import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import type { Title } from '@app/domain';
import { paths } from '#app/config/paths.ts';

/** Directors and cast, each a link to their titles at /cast/{castName} (account spec §2). */
export function Credits({ title }: { title: Title }) {
  const { t } = useTranslation();
  const groups = [
    { label: t('details.credits.directors'), names: title.director },
    { label: t('details.credits.cast'), names: title.cast },
  ].filter((group) => group.names.length > 0);
  if (groups.length === 0) return null;
  return (
    <dl className="credits">
      {groups.map((group) => (
        <div key={group.label} className="credits__group">
          <dt>{group.label}</dt>
          <dd>
            <ul className="credits__names">
              {group.names.map((name) => (
                <li key={name}>
                  <Link to={paths.cast.getHref(name)}>{name}</Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}

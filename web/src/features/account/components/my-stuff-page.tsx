import { formatDisplayDate } from '@app/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverNow } from '../../../api/client.ts';
import { paths, titleDetailsHref } from '../../../config/paths.ts';
import { useDeviceWording } from '../../../lib/session/use-device-wording.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useEntitledTitles, type EntitledTitle } from '../api/get-entitled-title-names.ts';
import { myStuffItems, type MyStuffItem } from '../my-stuff-items.ts';
import './account.css';

/**
 * /account/mystuff (mustLogIn): the titles the household bought or rented (account spec §2), each
 * linking to its details, and after them what the app composes in (the wishlist).
 */
export function MyStuffPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { account } = useSession();
  const device = useDeviceWording();
  const items = account ? myStuffItems(account.entitlements, serverNow()) : [];
  const titles = useEntitledTitles(items.map((item) => item.titleId)).data ?? {};

  return (
    <section className="account-page" aria-labelledby={headingId}>
      <PageTitle title={t('myStuff.title')} />
      <h1 id={headingId}>{t('myStuff.title')}</h1>
      <p className="account-page__intro">{t(`myStuff.intro.${device}`)}</p>
      {items.length === 0 ? (
        <div className="account-page__empty">
          <p>{t('myStuff.empty')}</p>
          <Link className="button" to={paths.movieStore.getHref()}>
            {t('myStuff.browse')}
          </Link>
        </div>
      ) : (
        <ul className="my-stuff" aria-label={t('myStuff.listLabel')}>
          {items.map((item) => (
            <li key={item.titleId} className="my-stuff__item">
              <h2 className="my-stuff__title">
                <MyStuffTitle title={titles[item.titleId]} id={item.titleId} />
              </h2>
              <MyStuffStatus item={item} />
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

function MyStuffTitle({ title, id }: { title: EntitledTitle | undefined; id: number }) {
  const { t } = useTranslation();
  if (!title) return t('myStuff.titleFallback', { id });
  return <Link to={titleDetailsHref(title, 'myStuff')}>{title.title}</Link>;
}

function MyStuffStatus({ item }: { item: MyStuffItem }) {
  const { t } = useTranslation();
  const date = item.expires ? formatDisplayDate(item.expires) : '';
  const status =
    item.kind === 'bought'
      ? t('myStuff.bought')
      : item.kind === 'rented'
        ? t('myStuff.rentedUntil', { date })
        : t('myStuff.pending');
  return (
    <p className={`my-stuff__status my-stuff__status--${item.kind}`}>
      {status}
      {item.episodeCount > 0 && (
        <span className="my-stuff__episodes">
          {' · '}
          {t('myStuff.episodes', { count: item.episodeCount })}
        </span>
      )}
    </p>
  );
}

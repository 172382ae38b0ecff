import { useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { howToBuyMeta, products, vendors } from '#app/content/marketing/how-to-buy.ts';
import { Modal } from '#app/ui/modal.tsx';
import { PageHead } from './page-head.tsx';
import './marketing.css';

/**
 * /how-to-buy (marketing spec §2.3 "Ways-to-buy page"): choosing a vendor opens its site;
 * otherwise a product chooser shows where each box is sold; clearing the choice closes it.
 */
export function HowToBuyPage() {
  const { t } = useTranslation();
  const [chooserOpen, setChooserOpen] = useState(false);
  const [product, setProduct] = useState<string | null>(null);
  const close = () => {
    setProduct(null);
    setChooserOpen(false);
  };
  const sellers = vendors.filter((v) => product !== null && v.products.includes(product));
  const productName = products.find((p) => p.id === product)?.name;

  return (
    <article className="marketing-page">
      <PageHead meta={howToBuyMeta} />
      <header className="marketing-page__header">
        <h1>{howToBuyMeta.title}</h1>
        <p className="marketing-page__intro">{howToBuyMeta.description}</p>
      </header>
      <section className="marketing-page__section" aria-labelledby="buy-vendors">
        <h2 id="buy-vendors">{t('marketing.howToBuy.vendors')}</h2>
        <ul className="marketing-page__links">
          {vendors.map((vendor) => (
            <li key={vendor.identifier}>
              <a href={vendor.url} rel="noopener noreferrer">
                {vendor.name}
              </a>
            </li>
          ))}
        </ul>
        <button type="button" className="button" onClick={() => setChooserOpen(true)}>
          {t('marketing.howToBuy.chooseBox')}
        </button>
      </section>
      <section className="marketing-page__section" aria-labelledby="buy-isp">
        <h2 id="buy-isp">{t('marketing.howToBuy.ispTitle')}</h2>
        <p>{t('marketing.howToBuy.ispText')}</p>
      </section>
      <Modal open={chooserOpen} onClose={close} title={t('marketing.howToBuy.chooseBox')}>
        <fieldset className="product-chooser">
          <legend>{t('marketing.howToBuy.whichBox')}</legend>
          {products.map((p) => (
            <label key={p.id} className="product-chooser__option">
              <input
                type="radio"
                name="product"
                value={p.id}
                checked={product === p.id}
                onChange={() => setProduct(p.id)}
              />
              {t('marketing.howToBuy.product', { name: p.name, price: p.price })}
            </label>
          ))}
        </fieldset>
        {productName && (
          <>
            <h3>{t('marketing.howToBuy.soldBy', { name: productName })}</h3>
            <ul>
              {sellers.map((vendor) => (
                <li key={vendor.identifier}>
                  <a href={vendor.url} rel="noopener noreferrer">
                    {vendor.name}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        <button type="button" className="button button--secondary" onClick={close}>
          {t('marketing.howToBuy.clear')}
        </button>
      </Modal>
    </article>
  );
}

import { pageTitle, shopBaseUrl, shopsOfBrand } from '@vitrine/domain';
import { Button } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { translator } from '../i18n/translator';
import type { Route } from './+types/home';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData.title }, { name: 'description', content: loaderData.description }];
}

// Public, identical for every visitor of a shop: a CDN may keep it briefly (DESIGN.md).
export function headers() {
  return { 'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600' };
}

export function loader({ context }: Route.LoaderArgs) {
  const { shop, locale, hostKind, port } = context;
  const { t } = translator(locale.language);
  const brand = shop.brandName;
  return {
    brandName: brand,
    country: shop.country,
    title: pageTitle(t('meta.homeTitle'), brand),
    description: t('meta.homeDescription', { brand, country: t(`countries.${shop.country}`) }),
    countryShops: shopsOfBrand(shop.brand).map((sister) => ({
      key: sister.key,
      country: sister.country,
      current: sister.key === shop.key,
      locales: sister.locales.map((sisterLocale) => ({
        iso: sisterLocale.iso,
        name: sisterLocale.name,
        href: `${shopBaseUrl(sister, sisterLocale, hostKind, port)}/`,
      })),
    })),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brandName, countryShops } = loaderData;
  const country = t(`countries.${loaderData.country}`);
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-16">
      <header className="flex flex-col gap-4">
        <h1 className="font-display text-4xl font-bold text-primary">
          {t('home.headline', { brand: brandName })}
        </h1>
        <p className="text-lg">{t('home.intro', { brand: brandName, country })}</p>
        <div>
          <Button asChild>
            <a href="#country-shops">{t('home.showShops')}</a>
          </Button>
        </div>
      </header>
      <section
        id="country-shops"
        aria-labelledby="country-shops-heading"
        className="flex flex-col gap-3"
      >
        <h2 id="country-shops-heading" className="text-2xl font-semibold">
          {t('home.shopsHeading', { brand: brandName })}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {countryShops.map((countryShop) => (
            <li key={countryShop.key} className="rounded-card bg-muted p-4">
              <p className="font-semibold">{t(`countries.${countryShop.country}`)}</p>
              <ul className="flex gap-3">
                {countryShop.locales.map((shopLocale) => (
                  <li key={shopLocale.iso}>
                    <a
                      className="text-primary underline underline-offset-4"
                      href={shopLocale.href}
                      hrefLang={shopLocale.iso}
                      aria-current={countryShop.current ? 'page' : undefined}
                    >
                      {shopLocale.name}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

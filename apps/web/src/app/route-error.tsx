import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { ErrorFallback } from '../components/ui/error-fallback.js';

/** A page that failed to load or render: 'Something went wrong' and Retry, in the layout. */
export function RouteErrorFallback() {
  const { t } = useTranslation();
  const error = useRouteError();
  const revalidator = useRevalidator();
  useEffect(() => {
    console.error('page failed', error);
  }, [error]);
  return (
    <ErrorFallback
      title={t('somethingWentWrong')}
      text={t('somethingWentWrongText')}
      retry={t('retry')}
      onRerender={() => {
        void revalidator.revalidate();
      }}
    />
  );
}

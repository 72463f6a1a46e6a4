import { formatMoney } from '@casino/shared';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Icon } from '../../../components/ui/icon.js';
import { Select } from '../../../components/ui/select.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useSession } from '../../../lib/session.js';
import { useCryptoAddress, usePaymentMethods } from '../api/deposit.js';
import { PAYMENTS_NAMESPACE } from '../locales/namespace.js';
import styles from './deposit.module.css';

/** The QR code of a payment URI as an SVG data URL (drawn here: the BFF sends only the text). */
function useQrCode(payload: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (payload === undefined) return;
    let live = true;
    void qrSvg(payload, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [payload]);
  return url;
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setCopied(false);
  }, [text]);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={copied ? t('crypto.copied') : label}
      onPress={() => {
        void navigator.clipboard.writeText(text).then(() => {
          setCopied(true);
        });
      }}
    >
      <Icon name={copied ? 'check' : 'download'} />
      {copied ? t('crypto.copied') : t('crypto.copy')}
    </Button>
  );
}

/**
 * A crypto deposit (DEPOSIT_CRYPTO and account/deposit/crypto): the player's address for the
 * chosen coin with a copy control and its QR code, the network, and the tag where the chain needs
 * one.
 */
export function CryptoDeposit() {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const { player } = useSession();
  const methods = usePaymentMethods();
  const crypto = useMemo(
    () => methods.data?.deposit.filter((method) => method.kind === 'crypto') ?? [],
    [methods.data],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const methodId = chosen ?? crypto[0]?.id;
  const address = useCryptoAddress(methodId);
  const qr = useQrCode(address.data?.qrPayload);

  if (methods.isError) return <ErrorState onRetry={() => void methods.refetch()} />;
  if (methods.data === undefined || player === null) {
    return <Skeleton width="100%" height={240} />;
  }
  if (crypto.length === 0 || methodId === undefined) {
    return <p className={styles.muted}>{t('deposit.noMethods', { currency: player.currency })}</p>;
  }
  const data = address.data;
  return (
    <div className={styles.form}>
      <Select
        label={t('crypto.method')}
        options={crypto.map((method) => ({ id: method.id, label: method.name }))}
        value={methodId}
        onChange={(id) => {
          if (id !== null) setChosen(id);
        }}
      />
      {address.isError ? (
        <ErrorState onRetry={() => void address.refetch()} />
      ) : data === undefined ? (
        <div aria-busy="true" className={styles.address}>
          <span className="visually-hidden">{t('crypto.loading')}</span>
          <Skeleton width={176} height={176} />
          <Skeleton width="100%" height={176} />
        </div>
      ) : (
        <div className={styles.address}>
          <div className={styles.qr}>
            {qr === undefined ? (
              <Skeleton width="100%" height="100%" />
            ) : (
              <img src={qr} alt={t('crypto.qr', { network: data.network })} />
            )}
          </div>
          <div className={styles.details}>
            <div>
              <p className={styles.label}>{t('crypto.network')}</p>
              <p className={styles.code}>{data.network}</p>
            </div>
            <div>
              <p className={styles.label}>{t('crypto.address')}</p>
              <div className={styles.copyRow}>
                <code className={styles.code} data-testid="crypto-address">
                  {data.address}
                </code>
                <CopyButton text={data.address} label={t('crypto.copyAddress')} />
              </div>
            </div>
            {data.tag === null ? null : (
              <div>
                <p className={styles.label}>{t('crypto.tag')}</p>
                <div className={styles.copyRow}>
                  <code className={styles.code}>{data.tag}</code>
                  <CopyButton text={data.tag} label={t('crypto.copyTag')} />
                </div>
              </div>
            )}
            <p className={styles.label}>
              {t('crypto.minimum', { min: formatMoney(data.limits.min, player.currency) })}
            </p>
            <p className={styles.note}>
              <Icon name="info" />
              <span>
                {data.tag === null
                  ? t('crypto.onlyNetwork', { network: data.network })
                  : t('crypto.tagNote')}
              </span>
            </p>
          </div>
        </div>
      )}
    </div>
  );
}

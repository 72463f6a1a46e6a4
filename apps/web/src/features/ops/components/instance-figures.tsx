import type { OpsBreakerState, OpsInstanceFigures } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/class-names.js';
import { LeadSection } from '../../../components/ui/lead-page.js';
import toneStyles from '../../../components/ui/status-tone.module.css';
import { OPS_NAMESPACE } from '../locales/namespace.js';
import { formatMebibytes, formatMs, formatNumber, formatPercent, uptimeParts } from './format.js';
import styles from './ops.module.css';
import { Sparkline } from './sparkline.js';

const BREAKER_TONE: Readonly<Record<OpsBreakerState, string | undefined>> = {
  closed: toneStyles.success,
  half_open: toneStyles.pending,
  open: toneStyles.failure,
  isolated: toneStyles.failure,
};

export interface InstanceFiguresProps {
  instance: OpsInstanceFigures;
  /** Whether this instance answered the page's last reading. */
  answering: boolean;
  /** A number for the instance's headings' ids, unique on the page. */
  index: number;
}

/** One BFF instance: its own figures, its charts, its upstreams and its cache. */
export function InstanceFigures({ instance, answering, index }: InstanceFiguresProps) {
  const { t, i18n } = useTranslation(OPS_NAMESPACE);
  const locale = i18n.language;
  const none = t('none');
  const ms = (value: number | null) => {
    const text = formatMs(locale, value);
    return text === null ? none : t('units.ms', { value: text });
  };
  const perSecond = (value: number) =>
    t('units.perSecond', { value: formatNumber(locale, value, 1) });
  const mib = (bytes: number) => t('units.mib', { value: formatMebibytes(locale, bytes) });
  const uptime = uptimeParts(instance.uptimeSeconds)
    .map((part) => t(`units.${part.unit}`, { value: formatNumber(locale, part.value) }))
    .join(' ');
  const history = instance.history;
  const minutes = Math.max(
    1,
    Math.round(((history.at(-1)?.at ?? 0) - (history[0]?.at ?? 0)) / 60_000),
  );
  const chart = (label: string, values: (number | null)[], write: (value: number) => string) => {
    const known = values.filter((value): value is number => value !== null);
    const last = known.at(-1);
    const now = last === undefined ? none : write(last);
    return {
      label,
      now,
      values,
      summary: t('charts.summary', {
        label,
        now,
        high: known.length === 0 ? none : write(Math.max(...known)),
        duration: t('units.min', { value: formatNumber(locale, minutes) }),
      }),
      empty: t('charts.empty'),
    };
  };
  const percent = (ratio: number) => formatPercent(locale, ratio) ?? none;
  const headingId = `ops-instance-${String(index)}`;

  return (
    <LeadSection
      id={headingId}
      className={styles.instance}
      title={
        <span className={styles.instanceTitle}>
          <span className={styles.instanceId}>{instance.id}</span>
          {instance.leader ? (
            <span className={cx(styles.tag, toneStyles.pending)}>{t('instance.leader')}</span>
          ) : null}
          {answering ? (
            <span className={cx(styles.tag, toneStyles.neutral)}>{t('instance.answering')}</span>
          ) : null}
        </span>
      }
    >
      <dl className={styles.figures}>
        <Figure term={t('instance.version')} value={instance.version} />
        <Figure term={t('instance.build')} value={instance.buildId ?? t('instance.noBuild')} />
        <Figure term={t('instance.uptime')} value={uptime} />
        <Figure term={t('instance.sockets')} value={formatNumber(locale, instance.sockets)} />
        <Figure term={t('instance.lag')} value={ms(instance.eventLoopLagMs)} />
        <Figure
          term={t('instance.memory')}
          value={`${mib(instance.memory.rssBytes)} / ${mib(instance.memory.heapUsedBytes)}`}
        />
        <Figure
          term={t('instance.shed')}
          value={t('instance.shedValue', {
            total: formatNumber(locale, instance.shed.total),
            perMinute: formatNumber(locale, instance.shed.perMinute, 1),
          })}
        />
        <Figure term={t('summary.redis')} value={t(`redis.${instance.redis}`)} />
      </dl>

      <h3 className={styles.subTitle}>{t('charts.title')}</h3>
      <div className={styles.charts}>
        <Sparkline
          {...chart(
            t('charts.requests'),
            history.map((point) => point.upstreamRequestsPerSecond),
            perSecond,
          )}
        />
        <Sparkline
          tone="error"
          {...chart(
            t('charts.errors'),
            history.map((point) => point.upstreamErrorRatio),
            percent,
          )}
        />
        <Sparkline
          {...chart(
            t('charts.lag'),
            history.map((point) => point.eventLoopLagMs),
            (value) => ms(value),
          )}
        />
        <Sparkline
          {...chart(
            t('charts.memory'),
            history.map((point) => point.rssBytes),
            mib,
          )}
        />
      </div>

      <div
        className={styles.scroller}
        role="region"
        aria-labelledby={`${headingId}-upstreams`}
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id={`${headingId}-upstreams`} className={styles.caption}>
            {t('upstreams.title')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('upstreams.name')}</th>
              <th scope="col">{t('upstreams.rate')}</th>
              <th scope="col">{t('upstreams.errors')}</th>
              <th scope="col">{t('upstreams.p50')}</th>
              <th scope="col">{t('upstreams.p95')}</th>
              <th scope="col">{t('upstreams.p99')}</th>
              <th scope="col">{t('upstreams.breaker')}</th>
            </tr>
          </thead>
          <tbody>
            {instance.upstreams.map((upstream) => (
              <tr key={upstream.name} data-upstream={upstream.name}>
                <th scope="row">{upstream.name}</th>
                <td>{perSecond(upstream.requestsPerSecond)}</td>
                <td>{formatPercent(locale, upstream.errorRatio) ?? none}</td>
                <td>{ms(upstream.p50Ms)}</td>
                <td>{ms(upstream.p95Ms)}</td>
                <td>{ms(upstream.p99Ms)}</td>
                <td>
                  <span
                    className={cx(styles.tag, BREAKER_TONE[upstream.breaker])}
                    data-breaker={upstream.breaker}
                  >
                    {t(`breaker.${upstream.breaker}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {instance.cache.length === 0 ? null : (
        <div
          className={styles.scroller}
          role="region"
          aria-labelledby={`${headingId}-cache`}
          tabIndex={0}
        >
          <table className={cx(styles.table, styles.narrowTable)}>
            <caption id={`${headingId}-cache`} className={styles.caption}>
              {t('cache.title')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('cache.kind')}</th>
                <th scope="col">{t('cache.lookups')}</th>
                <th scope="col">{t('cache.hitRatio')}</th>
              </tr>
            </thead>
            <tbody>
              {instance.cache.map((entry) => (
                <tr key={entry.kind}>
                  <th scope="row">{entry.kind}</th>
                  <td>{perSecond(entry.lookupsPerSecond)}</td>
                  <td>{formatPercent(locale, entry.hitRatio) ?? none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </LeadSection>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

import { FALLBACK_MESSAGES_EN } from '@casino/shared';
import { RELOAD_RETRIES } from '@casino/shared';
import { localStore } from '../../lib/storage.js';
import { useOnline } from '../../lib/use-online.js';
import { buttonClassName } from './button-look.js';
import styles from './error-fallback.module.css';
import { Icon } from './icon.js';

/** What Retry does now: reload (counted), go to the origin when offline, or re-render. */
export type RetryAction = 'reload' | 'origin' | 'rerender';

/**
 * SPEC.md section 4: Retry reloads the page up to RELOAD_RETRIES times (counted in reload_count);
 * offline it goes to the origin; past the limit it renders the app again without a reload.
 */
export function retryAction(online: boolean, reloads: number): RetryAction {
  if (!online) return 'origin';
  return reloads < RELOAD_RETRIES ? 'reload' : 'rerender';
}

/**
 * The reload count to store before a Retry's action: one more for a reload, and never past the
 * limit. It is not cleared here: only a healthy page load clears it, so that a page that keeps
 * failing cannot earn itself another round of reloads.
 */
export function reloadCountAfterRetry(action: RetryAction, reloads: number): number {
  return action === 'reload' ? Math.min(reloads + 1, RELOAD_RETRIES) : reloads;
}

/**
 * The error fallback: 'Something went wrong' and Retry. Its text comes in English and in the
 * page's language through props, since the failure may have taken i18next down with it.
 */
export function ErrorFallback({
  title,
  text,
  retry,
  onRerender,
}: {
  title: string;
  text: string;
  retry: string;
  onRerender: () => void;
}) {
  const online = useOnline();
  const onRetry = () => {
    const reloads = localStore.get('reload_count') ?? 0;
    const action = retryAction(online, reloads);
    switch (action) {
      case 'origin':
        window.location.assign(window.location.origin);
        return;
      case 'reload':
        localStore.set('reload_count', reloadCountAfterRetry(action, reloads));
        window.location.reload();
        return;
      case 'rerender':
        onRerender();
    }
  };
  // A native button: the fallback may stand in for the whole app, so it loads nothing more.
  return (
    <main className={styles.fallback} id="main">
      <span className={styles.icon}>
        <Icon name="alert" size={32} />
      </span>
      <h1 className="page-title">{title}</h1>
      <p className={styles.text}>{text}</p>
      <button type="button" className={buttonClassName({}, styles.action)} onClick={onRetry}>
        {retry}
      </button>
    </main>
  );
}

/**
 * The error fallback for a failure that may have taken the language's strings with it (the shell,
 * its providers, its start): the message catalogue's English.
 */
export function ShellErrorFallback({ onRerender }: { onRerender: () => void }) {
  return (
    <ErrorFallback
      title={FALLBACK_MESSAGES_EN.somethingWentWrong}
      text={FALLBACK_MESSAGES_EN.somethingWentWrongText}
      retry={FALLBACK_MESSAGES_EN.retry}
      onRerender={onRerender}
    />
  );
}

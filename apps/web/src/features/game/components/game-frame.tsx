import { GAME_FRAME_SWITCH_TO_REAL, parseGameFrameMessage } from '@casino/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { GAME_NAMESPACE } from '../locales/namespace.js';
import styles from './game-page.module.css';

/** What a game frame may do: run its scripts, its forms and pop-ups (a provider's help pages). */
const SANDBOX = [
  'allow-scripts',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-pointer-lock',
  'allow-orientation-lock',
];

/**
 * The sandbox of a frame at `url`. A provider on its own origin keeps that origin (its storage,
 * its cookies); a page served from ours (mock mode's /media) does not, or it could reach the
 * app's DOM and API (docs/decisions/018).
 */
export function frameSandbox(url: string, pageOrigin: string): string {
  let origin: string;
  try {
    origin = new URL(url, pageOrigin).origin;
  } catch {
    origin = pageOrigin;
  }
  return [...SANDBOX, ...(origin === pageOrigin ? [] : ['allow-same-origin'])].join(' ');
}

export interface GameFrameProps {
  url: string;
  gameId: number;
  name: string;
  provider: string;
  /** The demo asked for real play (its "play for real" message). */
  onSwitchToReal?: () => void;
}

/**
 * The game's frame, sandboxed. Its messages come from an opaque origin ("null"), so they are
 * known by their window: `event.source === frame.contentWindow`, and parsed before use.
 */
export function GameFrame({ url, gameId, name, provider, onSwitchToReal }: GameFrameProps) {
  const { t } = useTranslation(GAME_NAMESPACE);
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const onSwitch = useRef(onSwitchToReal);
  onSwitch.current = onSwitchToReal;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (source === null || source === undefined || event.source !== source) return;
      const message = parseGameFrameMessage(event.data);
      if (message?.type === GAME_FRAME_SWITCH_TO_REAL && message.gameId === gameId) {
        onSwitch.current?.();
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [gameId]);

  return (
    <>
      <iframe
        ref={frame}
        className={styles.frame}
        src={url}
        title={t('page.frameTitle', { name, provider })}
        sandbox={frameSandbox(url, window.location.origin)}
        allow="fullscreen; autoplay; encrypted-media"
        allowFullScreen
        onLoad={() => {
          setLoaded(true);
        }}
      />
      {loaded ? null : (
        <div className={styles.cover} role="status" aria-busy="true">
          <span className="visually-hidden">{t('page.loading')}</span>
          <Skeleton width="100%" height="100%" />
        </div>
      )}
    </>
  );
}

import type { Ref } from 'react';
import styles from './framed-panel.module.css';
import { Skeleton } from './skeleton.js';

export interface FramedPanelProps {
  /** The panel's address; null while it is not known yet (the stage and its skeleton show). */
  src: string | null;
  title: string;
  /** The frame's height in px: the one the panel reported, or a first guess. */
  height: number;
  /** Until the panel says it is ready, a skeleton of the stage's size covers it. */
  ready: boolean;
  /** What a screen reader hears while it loads. */
  loadingLabel: string;
  /** The sandbox's permissions besides allow-same-origin. */
  allow: readonly string[];
  /**
   * Whether the panel is served from this page's origin (a mock world beside the app): its
   * sandbox then has no allow-same-origin, which would make it the app's own.
   */
  sameOrigin: boolean;
  frameRef?: Ref<HTMLIFrameElement>;
  /** `<testId>-stage` and `<testId>-frame` for the journeys. */
  testId: string;
}

/**
 * Another origin's panel in the page (the sportsbook, the gamification service): it keeps its own
 * origin, so that it keeps its storage and can talk to the app only by messages.
 */
export function FramedPanel({
  src,
  title,
  height,
  ready,
  loadingLabel,
  allow,
  sameOrigin,
  frameRef,
  testId,
}: FramedPanelProps) {
  return (
    <div
      className={styles.stage}
      style={{ height: `${String(height)}px` }}
      data-testid={`${testId}-stage`}
    >
      {src === null ? null : (
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={src}
          title={title}
          sandbox={[...allow, ...(sameOrigin ? [] : ['allow-same-origin'])].join(' ')}
          data-testid={`${testId}-frame`}
        />
      )}
      {ready ? null : (
        <div className={styles.cover} role="status" aria-busy="true">
          <span className="visually-hidden">{loadingLabel}</span>
          <Skeleton width="100%" height="100%" />
        </div>
      )}
    </div>
  );
}

import { RealtimeClient, type RealtimeStatus } from '@casino/realtime-client';
import type { RealtimeEventPosition, ServerFrame } from '@casino/shared';
import { REALTIME_EVENT_TYPES } from './realtime-events.js';

/** The tab's socket, loaded after the first render. */
export interface RealtimeConnection {
  client: RealtimeClient;
  /** Closes the socket for good. */
  stop: () => void;
}

export interface ConnectOptions {
  onStatus: (status: RealtimeStatus) => void;
  /** Every frame features may handle. */
  onFrame: (frame: ServerFrame) => void;
  /**
   * Where the player's feed stood when the page loaded (the bootstrap's): the first socket
   * resumes from it, so what was published before it opened is still delivered.
   */
  position: RealtimeEventPosition | null;
}

/** The tab's realtime client, started: the socket to the BFF at `origin`, its frames handed on. */
export function connectRealtime(
  origin: string,
  { onStatus, onFrame, position }: ConnectOptions,
): RealtimeConnection {
  const client = new RealtimeClient({ url: origin, lastEventId: position });
  onStatus(client.status);
  const stops = [
    client.onStatus(onStatus),
    ...REALTIME_EVENT_TYPES.map((type) => client.on(type, onFrame)),
  ];
  client.start();
  return {
    client,
    stop: () => {
      for (const stop of stops) stop();
      client.stop();
    },
  };
}

import { RealtimeClient, type RealtimeStatus } from '@casino/realtime-client';
import { toastKindForMessage } from '@casino/shared';

/** The tab's socket and what reads its frames, loaded after the first render. */
export interface RealtimeConnection {
  client: RealtimeClient;
  /** Closes the socket for good. */
  stop: () => void;
  /** The toast a USER_MESSAGE frame shows (the protocol's rule, loaded with it). */
  toastKindForMessage: typeof toastKindForMessage;
}

/** The tab's realtime client, started: the socket to the BFF at `origin`, its status reported. */
export function connectRealtime(
  origin: string,
  onStatus: (status: RealtimeStatus) => void,
): RealtimeConnection {
  const client = new RealtimeClient({ url: origin });
  onStatus(client.status);
  const stopStatus = client.onStatus(onStatus);
  client.start();
  return {
    client,
    stop: () => {
      stopStatus();
      client.stop();
    },
    toastKindForMessage,
  };
}

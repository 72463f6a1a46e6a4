// A TCP proxy on loopback for fault tests: in front of Redis (or an upstream, or a BFF as a load
// balancer would be) it passes bytes through, delays them, resets or closes the connections, or
// black-holes them (the connection stays open and nothing comes back, as behind a dead route).
import { once } from 'node:events';
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

export type ProxyMode =
  /** Bytes go through as they come. */
  | { kind: 'pass' }
  /** Each chunk goes through after this many milliseconds, in order, both ways. */
  | { kind: 'delay'; ms: number }
  /** Connections stay open and every byte either way is swallowed; new ones too. */
  | { kind: 'blackhole' }
  /** Every connection is reset (RST) at once, open ones and new ones. */
  | { kind: 'reset' }
  /** Every connection is closed politely (FIN), open ones and new ones. */
  | { kind: 'close' };

/** Decides, for the n-th answer (a burst of bytes back after a request), whether to reset. */
export type AnswerFault = (answerIndex: number) => boolean;

export interface TcpProxy {
  /** The port clients connect to, on 127.0.0.1. */
  port: number;
  setMode: (mode: ProxyMode) => void;
  /** From now on connections go to this port (open ones stay where they are). */
  retarget: (port: number) => void;
  /**
   * Resets the connection instead of passing an answer on when `fault` says so: the far side has
   * acted, the near side never hears (null stops it).
   */
  resetAnswers: (fault: AnswerFault | null) => void;
  /** Connections accepted so far, and how many were reset by resetAnswers. */
  stats: () => { accepted: number; open: number; answersReset: number };
  /** Ends every connection and stops listening. */
  close: () => Promise<void>;
}

interface Pair {
  near: Socket;
  far: Socket;
  /** True after the near side wrote since the far side last answered: the next bytes back start an answer. */
  awaitingAnswer: boolean;
}

function reset(socket: Socket): void {
  if (socket.destroyed) return;
  if (typeof socket.resetAndDestroy === 'function' && socket.readyState === 'open') {
    socket.resetAndDestroy();
  } else {
    socket.destroy();
  }
}

export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  let target = targetPort;
  let mode: ProxyMode = { kind: 'pass' };
  let answerFault: AnswerFault | null = null;
  let answers = 0;
  let answersReset = 0;
  let accepted = 0;
  const pairs = new Set<Pair>();
  // Every socket either side, whatever its state, so that close() leaves none behind.
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };

  function end(pair: Pair, how: 'reset' | 'close'): void {
    pairs.delete(pair);
    for (const socket of [pair.near, pair.far]) {
      if (how === 'reset') reset(socket);
      else socket.end(() => socket.destroy());
    }
  }

  /** Passes one chunk from a socket to its peer as the mode says. */
  function relay(pair: Pair, from: 'near' | 'far', chunk: Buffer): void {
    const to = from === 'near' ? pair.far : pair.near;
    if (mode.kind === 'blackhole') return;
    if (mode.kind === 'reset' || mode.kind === 'close') {
      end(pair, mode.kind);
      return;
    }
    if (from === 'near') pair.awaitingAnswer = true;
    else if (pair.awaitingAnswer) {
      pair.awaitingAnswer = false;
      answers += 1;
      if (answerFault?.(answers) === true) {
        answersReset += 1;
        end(pair, 'reset');
        return;
      }
    }
    if (mode.kind === 'delay') {
      const { ms } = mode;
      setTimeout(() => {
        if (to.writable) to.write(chunk);
      }, ms);
    } else if (to.writable) {
      to.write(chunk);
    }
  }

  const server = createServer({ noDelay: true }, (near) => {
    accepted += 1;
    track(near);
    near.on('error', () => undefined);
    if (mode.kind === 'reset' || mode.kind === 'close') {
      if (mode.kind === 'reset') reset(near);
      else near.end(() => near.destroy());
      return;
    }
    const far = createConnection({ host: '127.0.0.1', port: target, noDelay: true });
    track(far);
    far.on('error', () => undefined);
    const pair: Pair = { near, far, awaitingAnswer: false };
    pairs.add(pair);
    near.on('data', (chunk: Buffer) => {
      relay(pair, 'near', chunk);
    });
    far.on('data', (chunk: Buffer) => {
      relay(pair, 'far', chunk);
    });
    // A side that finishes politely finishes the other politely, after what it sent has gone
    // through; one that fails takes the other down with it.
    near.on('end', () => {
      if (mode.kind !== 'blackhole') far.end();
    });
    far.on('end', () => {
      if (mode.kind !== 'blackhole') near.end();
    });
    const closeBoth = (hadError: boolean) => {
      if (!pairs.delete(pair)) return;
      // A black hole keeps its side of the connection open: nothing at all comes back.
      if (mode.kind === 'blackhole') return;
      if (hadError) {
        reset(near);
        reset(far);
      }
    };
    near.on('close', closeBoth);
    far.on('close', closeBoth);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    port,
    setMode: (next) => {
      mode = next;
      if (next.kind === 'reset' || next.kind === 'close') {
        for (const pair of [...pairs]) end(pair, next.kind);
      }
    },
    retarget: (next) => {
      target = next;
    },
    resetAnswers: (fault) => {
      answerFault = fault;
    },
    stats: () => ({ accepted, open: pairs.size, answersReset }),
    close: async () => {
      pairs.clear();
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of [...sockets]) socket.destroy();
      await closed;
    },
  };
}

// The reliability suite's shared frame: its two scales, its figures, its load and its proxy.
export { FULL, scale, timeLimit } from './scale.js';
export { figure, printed, quantile, type Figure } from './figure.js';
export {
  byName,
  playersReadMix,
  runLoad,
  send,
  sessionIdOfCookie,
  trpcGet,
  type LoadOptions,
  type Outcome,
  type Shot,
} from './load.js';
export { startTcpProxy, type AnswerFault, type ProxyMode, type TcpProxy } from './tcp-proxy.js';
export { heapAfterGc } from './memory.js';

// The heap as it is after a full collection, so that a test compares what is held, not garbage
// that happens not to have been collected yet.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** heapUsed in bytes after a full garbage collection. */
export function heapAfterGc(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}

// What the server tells an operator about its renderer processes: each start and end in the
// log (with its pid), and a render that crashed its renderer logged once and counted.
import type { Logger } from 'pino';
import type { PoolEvents } from '../render/pool.js';
import type { Metrics } from './metrics.js';

/**
 * Renderers starting and ending go to the log (an operator sees each process id), and a render
 * that crashed its renderer is logged once, with its request id, and counted.
 */
export function rendererEvents(log: Logger, metrics: Metrics): PoolEvents {
  return {
    started: ({ seat, pid, ms }) => {
      metrics.rendererStarted();
      log.info(
        { renderer: seat, rendererPid: pid, ms },
        `renderer ${seat} started (pid ${pid}, ${ms} ms)`,
      );
    },
    ended: ({ seat, exit, whileIdle }) => {
      const how = exit.signal ?? `exit code ${exit.code}`;
      // An end under a render is the render's to report: a crash is logged once, as an error,
      // by renderCrashed below; a kill at the deadline is the render's 503.
      log[whileIdle ? 'warn' : 'info'](
        { renderer: seat, rendererPid: exit.pid, signal: exit.signal, code: exit.code },
        `renderer ${seat} (pid ${exit.pid}) ended by ${how}; starting another`,
      );
    },
    startFailed: ({ seat, error, retryInMs }) => {
      log.error(
        { renderer: seat, err: error },
        `renderer ${seat} failed to start; retrying in ${retryInMs} ms`,
      );
    },
    renderCrashed: ({ generator, requestId, exit, retried }) => {
      metrics.renderCrashed(generator);
      const then = retried
        ? 'trying another renderer'
        : 'answering 500 and quarantining the request';
      log.error(
        {
          requestId,
          generator,
          rendererPid: exit.pid,
          signal: exit.signal,
          code: exit.code,
          retried,
        },
        `render crashed its renderer (${exit.signal ?? `exit code ${exit.code}`}); ${then}`,
      );
    },
  };
}

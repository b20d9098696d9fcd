// What the server tells an operator about its renderer processes: each start and end in the
// log (with its pid), and a render that crashed its renderer logged once and counted.
import type { Logger } from 'pino';
import type { PoolEvents } from '../render/pool.js';
import type { Metrics } from './metrics.js';

/** What the log says a crashed render comes to. */
const THEN: Readonly<Record<Parameters<PoolEvents['renderCrashed']>[0]['then'], string>> = {
  'fresh renderer': 'trying it on a fresh renderer',
  'another renderer': 'trying another renderer',
  failed: 'answering 500 (not quarantined: the input was not shown to be at fault)',
  quarantined:
    'a fresh renderer crashed on it too: answering 500 and quarantining the input (kiln quarantine list)',
};

/**
 * Renderers starting and ending go to the log (an operator sees each process id), and a render
 * that crashed its renderer is logged once per attempt, with its request id, and counted;
 * `health` hears whether any renderer can render (readiness).
 */
export function rendererEvents(
  log: Logger,
  metrics: Metrics,
  health: (canRender: boolean) => void,
): PoolEvents {
  return {
    health: (canRender) => {
      if (!canRender) log.error('no renderer can render: every one fails to start; /readyz 503');
      else log.warn('a renderer can render again; /readyz follows');
      health(canRender);
    },
    failing: ({ seat, pid, error }) => {
      metrics.rendererReplaced();
      log.error(
        { renderer: seat, rendererPid: pid, lastError: error.slice(0, 500) },
        `renderer ${seat} (pid ${pid}) failed several renders in a row, of different inputs; replacing it`,
      );
    },
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
    renderCrashed: ({ generator, requestId, exit, then }) => {
      metrics.renderCrashed(generator);
      log.error(
        {
          requestId,
          generator,
          rendererPid: exit.pid,
          signal: exit.signal,
          code: exit.code,
          then,
        },
        `render crashed its renderer (${exit.signal ?? `exit code ${exit.code}`}); ${THEN[then]}`,
      );
    },
  };
}

// Readiness: named checks (renderers warmed, Redis) that /readyz reports.
export type CheckState = 'ok' | 'pending' | 'degraded' | 'failed';

export class Readiness {
  private readonly checks = new Map<string, CheckState>();
  private closing = false;

  set(name: string, state: CheckState): void {
    this.checks.set(name, state);
  }

  /** Shutting down: readiness fails so load balancers stop sending traffic. */
  markClosing(): void {
    this.closing = true;
  }

  /** Ready when nothing is pending or failed; degraded dependencies still serve. */
  get ready(): boolean {
    if (this.closing) return false;
    for (const state of this.checks.values()) {
      if (state === 'pending' || state === 'failed') return false;
    }
    return true;
  }

  report(): { status: 'ready' | 'degraded' | 'not ready'; checks: Record<string, CheckState> } {
    const degraded = [...this.checks.values()].includes('degraded');
    return {
      status: !this.ready ? 'not ready' : degraded ? 'degraded' : 'ready',
      checks: Object.fromEntries(this.checks),
    };
  }
}

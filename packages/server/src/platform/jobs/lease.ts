/**
 * Keeps a lease while leased work runs (report generation, an evaluation run): renews it every
 * third of its length, and aborts the work as soon as a renewal finds it taken over or cancelled.
 * Returns the function that stops renewing.
 */
export function keepLease(
  renew: (until: number) => Promise<boolean>,
  leaseMs: number,
  controller: AbortController,
): () => void {
  const heartbeat = setInterval(() => {
    renew(Date.now() + leaseMs)
      .then((held) => held || controller.abort())
      .catch(() => {});
  }, leaseMs / 3);
  heartbeat.unref();
  return () => clearInterval(heartbeat);
}

import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes a real pino child only when something is logged at an enabled
 * level. Building a child serialises its bindings on every request (measured on the hot path),
 * though most requests log nothing.
 */
class LazyChild {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly root: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown> & { level?: string },
    private readonly opts: Record<string, unknown>,
  ) {}

  private get target(): FastifyBaseLogger {
    this.real ??= this.root.child(this.bindings, this.opts);
    return this.real;
  }

  private emit(level: Level, args: unknown[]): void {
    // Fastify's no-op logger (`logger: false`) has no isLevelEnabled: it logs nothing at any level.
    const enabled = (this.root as unknown as { isLevelEnabled?: (l: string) => boolean }).isLevelEnabled;
    if (this.real || (typeof enabled === 'function' && enabled.call(this.root, level))) {
      (this.target[level] as (...a: unknown[]) => void)(...args);
    }
  }

  // Prototype methods, not arrow fields: one LazyChild is made per request, closures would be too.
  fatal(...a: unknown[]): void {
    this.emit('fatal', a);
  }
  error(...a: unknown[]): void {
    this.emit('error', a);
  }
  warn(...a: unknown[]): void {
    this.emit('warn', a);
  }
  info(...a: unknown[]): void {
    this.emit('info', a);
  }
  debug(...a: unknown[]): void {
    this.emit('debug', a);
  }
  trace(...a: unknown[]): void {
    this.emit('trace', a);
  }
  silent(): void {}

  child(bindings: Record<string, unknown>, opts?: Record<string, unknown>): FastifyBaseLogger {
    return this.target.child(bindings, opts);
  }

  get level(): string {
    return this.real?.level ?? (this.opts.level as string | undefined) ?? this.root.level;
  }

  set level(value: string) {
    this.target.level = value;
  }
}

export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, opts) =>
  new LazyChild(logger, bindings, opts as Record<string, unknown>) as unknown as FastifyBaseLogger;

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { type CallToolResult, LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { CLI, cleanEnv, ROOT } from './cli-helpers.js';

/** The fixture upstream: an MCP server written with the SDK that logs every call it receives. */
export const FIXTURE = join(ROOT, 'packages/server/test/fixtures/mcp-upstream.mjs');

/** The calls that reached the fixture, by tool name. */
export function upstreamCalls(log: string): string[] {
  if (!existsSync(log)) return [];
  return readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { name: string }).name);
}

export interface Connected {
  client: Client;
  transport: StdioClientTransport;
  stderr: () => string;
  /** Resolves with the text of the next logging notification that matches. */
  nextLog(pattern: RegExp): Promise<string>;
  closed: Promise<void>;
}

/** The SDK's own Client, talking to `latchkey mcp-gateway` started as a child process over stdio. */
export async function stdioGateway(flags: string[], env: Record<string, string>): Promise<Connected> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, 'mcp-gateway', ...flags],
    env: cleanEnv(env) as Record<string, string>,
    stderr: 'pipe',
    cwd: ROOT,
  });
  let err = '';
  transport.stderr!.on('data', (d: Buffer) => {
    err += String(d);
  });
  const client = new Client({ name: 'test-client', version: '1.0.0' });
  const closed = new Promise<void>((resolve) => {
    client.onclose = () => resolve();
  });
  const waiters = new Set<(text: string) => void>();
  client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
    for (const w of waiters) w(String(n.params.data));
  });
  await client.connect(transport);
  return {
    client,
    transport,
    stderr: () => err,
    closed,
    nextLog(pattern) {
      return new Promise((resolve) => {
        const w = (text: string) => {
          if (!pattern.test(text)) return;
          waiters.delete(w);
          resolve(text);
        };
        waiters.add(w);
      });
    },
  };
}

/** The first text block of a tool result. */
export function textOf(r: unknown): string {
  const block = (r as CallToolResult).content[0];
  return block?.type === 'text' ? block.text : '';
}

/** A child process whose output is awaited line by line (the gateway in --listen mode, the HTTP fixture). */
export function startProcess(
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; waitFor(p: RegExp): Promise<RegExpMatchArray>; exited: Promise<number | string> } {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: cleanEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  const waiters = new Set<() => void>();
  const onData = (d: Buffer) => {
    out += String(d);
    for (const w of waiters) w();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  return {
    child,
    exited,
    waitFor(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = out.match(pattern);
          if (!m) return;
          waiters.delete(check);
          resolve(m);
        };
        waiters.add(check);
        check();
        exited.then((code) => {
          if (!out.match(pattern)) reject(new Error(`exited (${code}) before ${pattern}:\n${out}`));
        });
      });
    },
  };
}

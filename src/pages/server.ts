/** The pages' HTTP listener beside the daemon (`admiralty serve` with `web:` in its config). */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { DaemonContext } from '../daemon/context.js';
import type { WebConfig } from '../mail/config.js';
import { pagesApp, type PagesOptions } from './app.js';

export interface PagesServer {
  /** Where it listens, e.g. http://127.0.0.1:8080 (the port actually taken when 0 was asked). */
  readonly origin: string;
  close(): Promise<void>;
}

export function startPages(ctx: DaemonContext, web: WebConfig, opts: PagesOptions = {}): Promise<PagesServer> {
  const app = pagesApp(ctx, opts);
  return new Promise((resolve, reject) => {
    let server: ServerType | null = null;
    const failed = (e: Error): void => reject(e);
    server = serve({ fetch: app.fetch, hostname: web.host, port: web.port }, (info: AddressInfo) => {
      server!.off('error', failed);
      const host = info.family === 'IPv6' || info.address.includes(':') ? `[${info.address}]` : info.address;
      resolve({
        origin: `http://${host}:${info.port}`,
        close: () => new Promise<void>((done) => {
          // Keep-alive connections of a browser would hold close() open: end them.
          (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          server!.close(() => done());
        }),
      });
    });
    server.once('error', failed);
  });
}

import { request } from 'node:http';

export interface CompressedPage {
  readonly status: number;
  /** The `Content-Encoding` the server chose, if any. */
  readonly encoding: string | undefined;
  /** The body's bytes as sent, before any decoding. */
  readonly body: Buffer;
}

/**
 * A GET of a page on the German baby shop (localhost) as a browser accepting `encoding`
 * sends it, the answer's bytes kept as they came over the wire (`fetch` would decode them).
 */
export function compressedPage(
  port: number,
  path: string,
  encoding: string,
  cookie?: string,
): Promise<CompressedPage> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: {
          host: `localhost:${port}`,
          'accept-encoding': encoding,
          ...(cookie === undefined ? {} : { cookie }),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            encoding: incoming.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

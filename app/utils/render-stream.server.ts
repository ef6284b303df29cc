import { Transform, type TransformCallback } from "node:stream";

/**
 * The stream React renders a page into. React writes a page in chunks of about 2 KB, then
 * calls `flush()` when it has nothing more to send for now (the shell, then each streamed
 * boundary). Remix hands every chunk it reads to the response and flushes the
 * compression middleware after each, and a compressor flushed every 2 KB compresses
 * badly (twice gzip -6's size, docs/decisions/026). So the chunks of one pass are held
 * here and sent as one on React's flush, or when the render ends.
 */
export class RenderStream extends Transform {
  private held: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.held.push(chunk);
    callback();
  }

  /** Called by React when it has written all it can for now. */
  flush() {
    if (this.held.length === 0) return;
    this.push(this.held.length === 1 ? this.held[0] : Buffer.concat(this.held));
    this.held = [];
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    callback();
  }
}

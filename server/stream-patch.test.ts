import { Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { writeReadableStreamToWritable } from "@remix-run/node";
import { expect, test } from "vitest";

// patches/@remix-run+node: Remix writes a streamed response no faster than the client reads
// it (docs/decisions/039), so a long CSV export is never held whole in memory.

/** A stream of `chunks` chunks of 16 KB, counting how many it was asked for. */
function countedStream(chunks: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled === chunks) return controller.close();
        pulled++;
        controller.enqueue(new Uint8Array(16 * 1024));
      },
    },
    { highWaterMark: 1 },
  );
  return { stream, pulled: () => pulled };
}

test("a slow client is written to as it reads: the body is not read ahead", async () => {
  const { stream, pulled } = countedStream(40);
  let received = 0;
  let reading = true;
  const slowClient = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      // Takes each chunk only when "reading" (a client whose connection is slow).
      const take = () => (reading ? done() : setTimeout(take, 5));
      take();
    },
  });
  reading = false;
  const writing = writeReadableStreamToWritable(stream, slowClient);
  await sleep(100);
  // Unpatched, all 40 chunks were read into the writable's buffer at once.
  expect(pulled()).toBeLessThanOrEqual(4);
  reading = true;
  await writing;
  expect(pulled()).toBe(40);
  expect(received).toBe(40 * 16 * 1024);
});

test("a client that goes away stops the reading", async () => {
  const { stream, pulled } = countedStream(1000);
  const client = new Writable({ highWaterMark: 1024, write: () => undefined });
  const writing = writeReadableStreamToWritable(stream, client);
  await sleep(50);
  client.destroy();
  await writing;
  await sleep(20);
  expect(pulled()).toBeLessThan(10);
});

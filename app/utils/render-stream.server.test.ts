import { expect, test } from "vitest";
import { RenderStream } from "./render-stream.server";

test("holds the chunks of one pass and sends them as one on flush, then the rest at the end", async () => {
  const stream = new RenderStream();
  const received: string[] = [];
  stream.on("data", (chunk: Buffer) => received.push(chunk.toString()));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  stream.write("<html>");
  stream.write("<head>");
  await new Promise((resolve) => setImmediate(resolve));
  expect(received).toEqual([]);
  stream.flush();
  stream.flush();
  await new Promise((resolve) => setImmediate(resolve));
  expect(received).toEqual(["<html><head>"]);
  stream.write("<body>");
  stream.end("</html>");
  await ended;
  expect(received).toEqual(["<html><head>", "<body></html>"]);
});

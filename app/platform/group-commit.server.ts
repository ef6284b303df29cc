/**
 * Group commit: items handed in together, or while a write is under way, are written
 * together by the next write (one transaction, in `writeAll`), at most `maxItems` at a
 * time. Each caller is answered when the write holding its item has finished: after its
 * commit, or with its error, which every caller of that write gets (a transaction is
 * written whole or not at all). Writes never overlap.
 */
export function groupCommit<T>(writeAll: (items: T[]) => Promise<void>, { maxItems = 256 } = {}) {
  type Waiting = { item: T; resolve: () => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let writing = false;

  async function writeWaiting() {
    while (waiting.length) {
      // A turn of the event loop first: the requests whose bodies have arrived meanwhile
      // hand in their items and join this write.
      await new Promise(setImmediate);
      const batch = waiting.slice(0, maxItems);
      waiting = waiting.slice(maxItems);
      try {
        await writeAll(batch.map(({ item }) => item));
        for (const { resolve } of batch) resolve();
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
    writing = false;
  }

  return (item: T) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (writing) return;
      writing = true;
      void writeWaiting();
    });
}

import { Readable } from 'node:stream';
import { wholeOrStream } from '../src/service-client/whole-or-stream.js';

const chunksOf = (sizes: number[]) =>
  sizes.map((size, index) => Buffer.alloc(size, String.fromCharCode(97 + (index % 26))));

async function* source(chunks: Buffer[], finished: { value: boolean }) {
  try {
    yield* chunks;
  } finally {
    finished.value = true;
  }
}

const bytesOf = async (answer: Buffer | Readable) => {
  if (Buffer.isBuffer(answer)) return answer;
  const read: Buffer[] = [];
  for await (const chunk of answer) read.push(chunk as Buffer);
  return Buffer.concat(read);
};

describe("a service's answer on its way to the browser", () => {
  it('is one buffer when small, whatever chunks it came in', async () => {
    const chunks = chunksOf([10, 2000, 1]);
    const answer = await wholeOrStream(source(chunks, { value: false }), 4096);
    expect(Buffer.isBuffer(answer)).toBe(true);
    expect(answer).toEqual(Buffer.concat(chunks));
  });

  it('streams every byte in order when larger than the limit', async () => {
    const chunks = chunksOf([3000, 3000, 3000, 3000]);
    const answer = await wholeOrStream(source(chunks, { value: false }), 4096);
    expect(answer).toBeInstanceOf(Readable);
    expect(await bytesOf(answer)).toEqual(Buffer.concat(chunks));
  });

  it('releases the rest of a large answer when the browser stops reading', async () => {
    const finished = { value: false };
    const answer = await wholeOrStream(source(chunksOf([3000, 3000, 3000, 3000]), finished), 4096);
    (answer as Readable).destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(finished.value).toBe(true);
  });
});

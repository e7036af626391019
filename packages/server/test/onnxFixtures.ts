/**
 * ONNX models the tests write: a fixture for the model slot's plumbing (pre- and post-processing,
 * the worker), never a detector of anything.
 */

/** A minimal ONNX model (protobuf written by hand): images [1,3,64,64] in, a constant [1,8,6] out. */
export function constantDetector(): Buffer {
  const varint = (value: number) => {
    const bytes: number[] = [];
    let v = value;
    while (v > 127) {
      bytes.push((v & 127) | 128);
      v = Math.floor(v / 128);
    }
    bytes.push(v);
    return Buffer.from(bytes);
  };
  const key = (field: number, wire: number) => varint(field * 8 + wire);
  const int = (field: number, value: number) => Buffer.concat([key(field, 0), varint(value)]);
  const bytes = (field: number, value: Buffer | string) => {
    const data = typeof value === 'string' ? Buffer.from(value) : value;
    return Buffer.concat([key(field, 2), varint(data.length), data]);
  };
  const shape = (dims: number[]) => bytes(2, Buffer.concat(dims.map((d) => bytes(1, int(1, d)))));
  const valueInfo = (name: string, dims: number[]) =>
    Buffer.concat([bytes(1, name), bytes(2, bytes(1, Buffer.concat([int(1, 1), shape(dims)])))]);
  // cx, cy, w, h, objectness, class 0 (in the 64-pixel input): one box at 0.72, one at 0.05.
  const values = Float32Array.from([32, 32, 16, 8, 0.9, 0.8, 10, 10, 4, 4, 0.1, 0.5, ...Array(36).fill(0)]);
  const tensor = Buffer.concat([
    int(1, 1),
    int(1, 8),
    int(1, 6),
    int(2, 1),
    bytes(9, Buffer.from(values.buffer)),
  ]);
  const attribute = Buffer.concat([bytes(1, 'value'), bytes(5, tensor), int(20, 4)]);
  const node = Buffer.concat([
    bytes(2, 'output0'),
    bytes(3, 'constant'),
    bytes(4, 'Constant'),
    bytes(5, attribute),
  ]);
  const graph = Buffer.concat([
    bytes(1, node),
    bytes(2, 'detector'),
    bytes(11, valueInfo('images', [1, 3, 64, 64])),
    bytes(12, valueInfo('output0', [1, 8, 6])),
  ]);
  return Buffer.concat([int(1, 8), bytes(8, Buffer.concat([bytes(1, ''), int(2, 13)])), bytes(7, graph)]);
}

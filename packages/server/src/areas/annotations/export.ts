/**
 * A frozen dataset version as a ZIP (docs/annotations.md, "Export"), streamed while it is made:
 * each photo's stored web copy with every face blurred (the photos area's faces.ts, as a claim
 * PDF's photos are; faces are looked for now when the photo's upload did not), and its labels:
 *
 * - COCO: `images/<split>/<photoId>.jpg` and `annotations/instances_<split>.json` per split
 *   (categories = the classes; a shape's bbox, area and segmentation in pixels of that image; a
 *   box's segmentation is its four corners; part, severity and kind under `attributes`).
 * - YOLO: `images/<split>/<photoId>.jpg`, `labels/<split>/<photoId>.txt` (one line a shape:
 *   `class cx cy w h`, fractions of the picture; a polygon as its bounding box) and `data.yaml`.
 *
 * The photos are read and written one at a time, and the next only once the reader has taken the
 * last (the stream's back-pressure), so a version of any size costs one photo's memory.
 */
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import sharp from 'sharp';
import type { Db } from '../../db/database.js';
import { blobInfo, readBlobToBuffer } from '../documents/storage.js';
import { blurFaces, detectFaces } from '../photos/faces.js';
import { exportPhotos, type ExportPhoto } from './datasets.js';
import {
  ANNOTATION_CLASSES,
  DATASET_SPLITS,
  type DatasetFormat,
  type DatasetSplit,
  type Point,
  type Shape,
} from './model.js';

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};
const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** A shape's bounding box as fractions of the picture. */
export function boundsOf(points: readonly Point[]) {
  const xs = points.map((p) => clamp(p.x));
  const ys = points.map((p) => clamp(p.y));
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

/** The shape's outline in drawing order: a box's four corners, a polygon's points. */
function outline(shape: Shape): Point[] {
  if (shape.kind === 'polygon') return shape.points;
  const [a, b] = shape.points as [Point, Point];
  return [a, { x: b.x, y: a.y }, b, { x: a.x, y: b.y }];
}

/** The shoelace area of an outline, in square pixels. */
function areaOf(points: readonly Point[], width: number, height: number) {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const q = points[(i + 1) % points.length]!;
    twice += p.x * width * (q.y * height) - q.x * width * (p.y * height);
  }
  return Math.abs(twice) / 2;
}

/** A class's COCO category id (1-based) and YOLO class index (0-based). */
const classIndex = (shape: Shape) => ANNOTATION_CLASSES.indexOf(shape.annotationClass);

export const COCO_CATEGORIES = ANNOTATION_CLASSES.map((name, index) => ({
  id: index + 1,
  name,
  supercategory: name === 'plate' ? 'vehicle' : 'damage',
}));

export interface CocoImage {
  id: number;
  file_name: string;
  width: number;
  height: number;
}

/** One shape as a COCO annotation of an image `width` x `height` pixels. */
export function cocoAnnotation(shape: Shape, id: number, imageId: number, width: number, height: number) {
  const box = boundsOf(shape.points);
  const points = outline(shape);
  return {
    id,
    image_id: imageId,
    category_id: classIndex(shape) + 1,
    bbox: [box.left * width, box.top * height, box.width * width, box.height * height].map((v) =>
      round(v, 2),
    ),
    area: round(areaOf(points, width, height), 2),
    segmentation: [points.flatMap((p) => [round(clamp(p.x) * width, 2), round(clamp(p.y) * height, 2)])],
    iscrowd: 0,
    attributes: { kind: shape.kind, part: shape.part, severity: shape.severity },
  };
}

/** One shape as a YOLO line: the class index, then centre and size as fractions. */
export function yoloLine(shape: Shape): string {
  const box = boundsOf(shape.points);
  const numbers = [box.left + box.width / 2, box.top + box.height / 2, box.width, box.height];
  return [classIndex(shape), ...numbers.map((v) => round(clamp(v), 6).toFixed(6))].join(' ');
}

/**
 * One shape as a YOLO-seg line (Ultralytics' segmentation labels): the class index, then the
 * outline's points as fractions, x and y in turn; a box is its four corners.
 */
export function yoloSegLine(shape: Shape): string {
  const numbers = outline(shape).flatMap((p) => [p.x, p.y]);
  return [classIndex(shape), ...numbers.map((v) => round(clamp(v), 6).toFixed(6))].join(' ');
}

export function yoloDataYaml(version: { number: number; name: string }): string {
  return [
    `# Vognpark dataset version ${version.number}: ${version.name.replace(/[\r\n]/g, ' ')}`,
    '# Split by vehicle: all photos of one vehicle are in one split. Faces are blurred.',
    'path: .',
    'train: images/train',
    'val: images/validation',
    'test: images/test',
    `nc: ${ANNOTATION_CLASSES.length}`,
    'names:',
    ...ANNOTATION_CLASSES.map((name, index) => `  ${index}: ${name}`),
    '',
  ].join('\n');
}

/** The photo as it leaves the product: its web copy with every face blurred; null: none. */
async function exportedImage(db: Db, photo: ExportPhoto) {
  const info = photo.webBlobId ? await blobInfo(db, photo.webBlobId) : null;
  if (!info) return null;
  const web = await readBlobToBuffer(db, info);
  const faces = photo.faces ?? (await detectFaces(web));
  const jpeg = faces.length > 0 ? await blurFaces(web, faces) : web;
  if (!jpeg) return null;
  const { width, height } = await sharp(jpeg).metadata();
  return width && height ? { jpeg, width, height } : null;
}

/** Resolves once the reader has taken what was written, or has gone away. */
const drained = (out: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });

/** The ZIP of a version in `format`, made while it is read. */
export function exportVersion(
  db: Db,
  versionId: string,
  version: { number: number; name: string },
  format: DatasetFormat,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, data, final) => {
    if (error) out.destroy(error);
    else {
      out.write(data);
      if (final) out.end();
    }
  });
  const addFile = (name: string, data: Uint8Array, compress: boolean) => {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(file);
    file.push(data, true);
  };
  const text = (value: string) => new TextEncoder().encode(value);

  void (async () => {
    const coco = Object.fromEntries(
      DATASET_SPLITS.map((split) => [split, { images: [] as CocoImage[], annotations: [] as unknown[] }]),
    ) as Record<DatasetSplit, { images: CocoImage[]; annotations: unknown[] }>;
    for await (const photo of exportPhotos(db, versionId)) {
      if (out.destroyed) return;
      const image = await exportedImage(db, photo);
      if (!image) continue;
      const file = `${photo.photoId}.jpg`;
      addFile(`images/${photo.split}/${file}`, image.jpeg, false);
      if (format === 'yolo' || format === 'yolo-seg') {
        const lines = photo.shapes.map(format === 'yolo' ? yoloLine : yoloSegLine).join('\n');
        addFile(`labels/${photo.split}/${photo.photoId}.txt`, text(lines ? `${lines}\n` : ''), true);
      } else {
        const split = coco[photo.split];
        const imageId = split.images.length + 1;
        split.images.push({ id: imageId, file_name: file, width: image.width, height: image.height });
        for (const shape of photo.shapes)
          split.annotations.push(
            cocoAnnotation(shape, split.annotations.length + 1, imageId, image.width, image.height),
          );
      }
      if (out.writableNeedDrain) await drained(out);
    }
    if (format !== 'coco') addFile('data.yaml', text(yoloDataYaml(version)), true);
    else
      for (const split of DATASET_SPLITS)
        addFile(
          `annotations/instances_${split}.json`,
          text(
            JSON.stringify({
              info: {
                description: `Vognpark dataset version ${version.number}: ${version.name} (${split})`,
                version: String(version.number),
              },
              licenses: [],
              categories: COCO_CATEGORIES,
              images: coco[split].images,
              annotations: coco[split].annotations,
            }),
          ),
          true,
        );
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/**
 * The keyboard-first editor of one photo's shapes (docs/annotations.md), data in and callbacks out.
 *
 * The drawing surface is an SVG overlay written by hand over the photo's web copy. The canvas and
 * annotation libraries on npm (Annotorious, fabric.js, Konva, react-konva) were weighed: none
 * offers the keyboard drawing the workbench needs (a crosshair moved with the arrow keys, Enter to
 * start and end a box or add a polygon point, Escape to close), and their canvases are opaque to
 * assistive technology, so every shape would need a parallel accessible model anyway. A small SVG
 * in fractions of the picture (viewBox 0 0 1 1) is that model, works offline and adds no
 * dependency.
 */
import type { PhotoAnnotations, Point, Shape } from '@vognpark/server/areas/annotations';
import { Button, StatusPill } from '@vognpark/ui';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import {
  annotationClasses as ANNOTATION_CLASSES,
  annotationSeverities as ANNOTATION_SEVERITIES,
  carParts as CAR_PARTS,
  MAX_POLYGON_POINTS,
  MAX_SHAPES,
} from './domain';

type Tool = 'box' | 'polygon';

export interface AnnotationEditorProps {
  photo: PhotoAnnotations;
  /** How many photos the batch has. */
  total: number;
  /** The batch's assignee, on a photo not waiting for review or approved. */
  canEdit: boolean;
  /** Someone other than the submitter, on a submitted photo. */
  canReview: boolean;
  busy?: boolean;
  /** A refusal in words, shown above the actions. */
  error?: string;
  onSave: (shapes: Shape[]) => void;
  onSubmit: (shapes: Shape[]) => void;
  onReview: (decision: 'approve' | 'return', note: string) => void;
  onNavigate: (photoId: string) => void;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value * 1000) / 1000;
const NEW_LABELS = { annotationClass: 'scratch', part: 'door', severity: 'minor' } as const;

/** A box from two corners in any order; null when it has no area. */
function boxOf(a: Point, b: Point): Shape | null {
  const from = { x: round(Math.min(a.x, b.x)), y: round(Math.min(a.y, b.y)) };
  const to = { x: round(Math.max(a.x, b.x)), y: round(Math.max(a.y, b.y)) };
  if (to.x - from.x < 0.005 || to.y - from.y < 0.005) return null;
  return { kind: 'box', points: [from, to], ...NEW_LABELS };
}

/** Keyed by photo by its host: another photo starts from what the server holds. */
export function AnnotationEditor({
  photo,
  total,
  canEdit,
  canReview,
  busy = false,
  error,
  onSave,
  onSubmit,
  onReview,
  onNavigate,
}: AnnotationEditorProps) {
  const t = useAppMessages();
  const ids = useId();
  const [shapes, setShapes] = useState<Shape[]>(photo.shapes);
  const [selected, setSelected] = useState<number | null>(null);
  const [tool, setTool] = useState<Tool>('box');
  const [cursor, setCursor] = useState<Point>({ x: 0.5, y: 0.5 });
  const [draft, setDraft] = useState<Point[]>([]);
  const [note, setNote] = useState('');
  const drag = useRef<Point | null>(null);
  const surface = useRef<SVGSVGElement>(null);

  const add = (shape: Shape | null) => {
    if (!shape || shapes.length >= MAX_SHAPES) return;
    setShapes((current) => [...current, shape]);
    setSelected(shapes.length);
  };
  const remove = () => {
    if (selected === null) return;
    setShapes((current) => current.filter((_, index) => index !== selected));
    setSelected(null);
  };
  const closePolygon = () => {
    if (draft.length >= 3) add({ kind: 'polygon', points: draft, ...NEW_LABELS });
    setDraft([]);
  };
  const mark = (point: Point) => {
    if (tool === 'box') {
      if (draft.length === 0) setDraft([point]);
      else {
        add(boxOf(draft[0]!, point));
        setDraft([]);
      }
    } else if (draft.length < MAX_POLYGON_POINTS) setDraft((current) => [...current, point]);
  };

  const navigate = (event: KeyboardEvent) => {
    if (event.key === 'PageDown' && photo.nextPhotoId) {
      event.preventDefault();
      onNavigate(photo.nextPhotoId);
    } else if (event.key === 'PageUp' && photo.previousPhotoId) {
      event.preventDefault();
      onNavigate(photo.previousPhotoId);
    }
  };

  const onSurfaceKey = (event: KeyboardEvent<SVGSVGElement>) => {
    const step = event.shiftKey ? 0.1 : 0.01;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setCursor((c) => ({ x: round(clamp(c.x + move[0])), y: round(clamp(c.y + move[1])) }));
    } else if (event.key === 'Enter' && canEdit) {
      event.preventDefault();
      mark(cursor);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (tool === 'polygon') closePolygon();
      else setDraft([]);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && canEdit) {
      event.preventDefault();
      remove();
    } else navigate(event);
  };

  const pointOf = (event: PointerEvent<SVGSVGElement>): Point => {
    const rect = surface.current!.getBoundingClientRect();
    return {
      x: round(clamp((event.clientX - rect.left) / rect.width)),
      y: round(clamp((event.clientY - rect.top) / rect.height)),
    };
  };

  const label = (shape: Shape, index: number) =>
    t(shape.kind === 'box' ? 'app.annotations.shape.box' : 'app.annotations.shape.polygon', {
      number: index + 1,
      class: t(`app.annotations.class.${shape.annotationClass}`),
      part: t(`app.annotations.part.${shape.part}`),
      severity: t(`app.annotations.severity.${shape.severity}`),
    });
  const current = selected === null ? null : (shapes[selected] ?? null);
  const update = (patch: Partial<Shape>) =>
    setShapes((all) => all.map((shape, index) => (index === selected ? { ...shape, ...patch } : shape)));
  const percent = (value: number) => Math.round(value * 100);
  // The second labeller's own, blind labelling: submitted to be compared, not reviewed.
  const second = photo.labelling === 'second';

  return (
    <Layout onKeyDown={navigate}>
      <Heading>
        <h2>{t('app.annotations.editor.title', { position: photo.position + 1, total })}</h2>
        <StatusPill
          tone={photo.status === 'approved' ? 'success' : photo.status === 'returned' ? 'warning' : 'info'}
          label={t('app.annotations.status.label', {
            status:
              second && photo.status === 'submitted'
                ? t('app.annotations.second.submitted')
                : t(`app.annotations.status.${photo.status}`),
          })}
        />
      </Heading>
      {second && <p>{t('app.annotations.second.intro')}</p>}
      {photo.status === 'returned' && photo.reviewNote && (
        <p>{t('app.annotations.reviewNote', { note: photo.reviewNote })}</p>
      )}
      <p id={`${ids}-help`}>{t('app.annotations.editor.help')}</p>
      <fieldset disabled={!canEdit}>
        <legend>{t('app.annotations.tool.label')}</legend>
        {(['box', 'polygon'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${ids}-tool`}
              checked={tool === option}
              onChange={() => {
                setTool(option);
                setDraft([]);
              }}
            />
            {t(`app.annotations.tool.${option}`)}
          </label>
        ))}
      </fieldset>
      <Stage>
        <img src={photo.src} alt="" />
        <svg
          ref={surface}
          viewBox="0 0 1 1"
          preserveAspectRatio="none"
          tabIndex={0}
          role="application"
          aria-roledescription={t('app.annotations.tool.label')}
          aria-label={t('app.annotations.editor.canvas', { x: percent(cursor.x), y: percent(cursor.y) })}
          aria-describedby={`${ids}-help`}
          onKeyDown={onSurfaceKey}
          onPointerDown={(event) => {
            if (!canEdit) return;
            const point = pointOf(event);
            setCursor(point);
            if (tool === 'box') drag.current = point;
            else mark(point);
          }}
          onPointerUp={(event) => {
            if (!canEdit || tool !== 'box' || !drag.current) return;
            add(boxOf(drag.current, pointOf(event)));
            drag.current = null;
          }}
          onDoubleClick={() => tool === 'polygon' && closePolygon()}
        >
          {shapes.map((shape, index) => (
            <ShapeMark
              key={index}
              data-selected={index === selected}
              points={
                shape.kind === 'box'
                  ? `${shape.points[0]!.x},${shape.points[0]!.y} ${shape.points[1]!.x},${shape.points[0]!.y} ${shape.points[1]!.x},${shape.points[1]!.y} ${shape.points[0]!.x},${shape.points[1]!.y}`
                  : shape.points.map((p) => `${p.x},${p.y}`).join(' ')
              }
              onPointerDown={(event) => {
                event.stopPropagation();
                setSelected(index);
              }}
            />
          ))}
          {draft.length > 0 && (
            <DraftMark points={[...draft, cursor].map((p) => `${p.x},${p.y}`).join(' ')} />
          )}
          <Cross
            d={`M${cursor.x - 0.02},${cursor.y} H${cursor.x + 0.02} M${cursor.x},${cursor.y - 0.02} V${cursor.y + 0.02}`}
          />
        </svg>
      </Stage>
      <section aria-labelledby={`${ids}-shapes`}>
        <h3 id={`${ids}-shapes`}>{t('app.annotations.shapes.label')}</h3>
        {shapes.length === 0 ? (
          <p>{t('app.annotations.shapes.empty')}</p>
        ) : (
          <ul aria-labelledby={`${ids}-shapes`}>
            {shapes.map((shape, index) => (
              <li key={index}>
                <button type="button" aria-pressed={index === selected} onClick={() => setSelected(index)}>
                  {label(shape, index)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {current && (
        <fieldset disabled={!canEdit}>
          <legend>{t('app.annotations.selected.label')}</legend>
          <label>
            {t('app.annotations.field.class')}
            <select
              value={current.annotationClass}
              onChange={(e) => update({ annotationClass: e.currentTarget.value as Shape['annotationClass'] })}
            >
              {ANNOTATION_CLASSES.map((value) => (
                <option key={value} value={value}>
                  {t(`app.annotations.class.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('app.annotations.field.part')}
            <select
              value={current.part}
              onChange={(e) => update({ part: e.currentTarget.value as Shape['part'] })}
            >
              {CAR_PARTS.map((value) => (
                <option key={value} value={value}>
                  {t(`app.annotations.part.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('app.annotations.field.severity')}
            <select
              value={current.severity}
              onChange={(e) => update({ severity: e.currentTarget.value as Shape['severity'] })}
            >
              {ANNOTATION_SEVERITIES.map((value) => (
                <option key={value} value={value}>
                  {t(`app.annotations.severity.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <Button variant="secondary" onClick={remove}>
            {t('app.annotations.delete')}
          </Button>
        </fieldset>
      )}
      {error && <p role="alert">{error}</p>}
      <Actions>
        {canEdit && (
          <>
            <Button variant="secondary" disabled={busy} onClick={() => onSave(shapes)}>
              {t('app.annotations.save')}
            </Button>
            <Button disabled={busy} onClick={() => onSubmit(shapes)}>
              {t(second ? 'app.annotations.second.submit' : 'app.annotations.submit')}
            </Button>
          </>
        )}
        {canReview && (
          <>
            <label>
              {t('app.annotations.note')}
              <textarea value={note} maxLength={2000} onChange={(e) => setNote(e.currentTarget.value)} />
            </label>
            <Button disabled={busy} onClick={() => onReview('approve', note)}>
              {t('app.annotations.approve')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => onReview('return', note)}>
              {t('app.annotations.sendBack')}
            </Button>
          </>
        )}
      </Actions>
      <Actions>
        <Button
          variant="secondary"
          disabled={!photo.previousPhotoId}
          onClick={() => photo.previousPhotoId && onNavigate(photo.previousPhotoId)}
        >
          {t('app.annotations.previous')}
        </Button>
        <Button
          variant="secondary"
          disabled={!photo.nextPhotoId}
          onClick={() => photo.nextPhotoId && onNavigate(photo.nextPhotoId)}
        >
          {t('app.annotations.next')}
        </Button>
      </Actions>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 12px;
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: end;
    border: none;
    padding: 0;
  }
  label {
    display: inline-flex;
    flex-direction: column;
    gap: 4px;
  }
  fieldset label:has(input[type='radio']) {
    flex-direction: row;
  }
`;
const Heading = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  h2 {
    margin: 0;
  }
`;
const Stage = styled.div`
  position: relative;
  max-width: 960px;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    cursor: crosshair;
    touch-action: none;
  }
  svg:focus-visible {
    outline: 3px solid #1f6feb;
    outline-offset: 2px;
  }
`;
const ShapeMark = styled.polygon`
  fill: rgba(255, 196, 0, 0.15);
  stroke: #ffc400;
  stroke-width: 2;
  vector-effect: non-scaling-stroke;
  &[data-selected='true'] {
    stroke: #1f6feb;
    fill: rgba(31, 111, 235, 0.2);
    stroke-width: 3;
  }
`;
const DraftMark = styled.polyline`
  fill: none;
  stroke: #1f6feb;
  stroke-width: 2;
  stroke-dasharray: 4 3;
  vector-effect: non-scaling-stroke;
`;
const Cross = styled.path`
  stroke: #fff;
  stroke-width: 2;
  vector-effect: non-scaling-stroke;
  pointer-events: none;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
`;

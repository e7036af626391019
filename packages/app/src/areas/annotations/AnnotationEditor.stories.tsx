import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PhotoAnnotations } from '@vognpark/server/areas/annotations';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { AnnotationEditor } from './AnnotationEditor';

/** A stand-in photo: a van's side. */
const src = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" height="720" fill="#9fb4c8"/><rect x="200" y="200" width="880" height="360" rx="40" fill="#e8e8e8"/><circle cx="380" cy="580" r="70" fill="#222"/><circle cx="900" cy="580" r="70" fill="#222"/></svg>`,
)}`;

const photo: PhotoAnnotations = {
  labelling: 'first',
  batchId: '0b6a3f5e-3c2d-4e1f-8a9b-1c2d3e4f5a6b',
  photoId: '9e8d7c6b-5a49-4382-8170-6f5e4d3c2b1a',
  position: 0,
  width: 1280,
  height: 720,
  src,
  status: 'todo',
  shapes: [
    {
      kind: 'box',
      points: [
        { x: 0.3, y: 0.4 },
        { x: 0.45, y: 0.55 },
      ],
      annotationClass: 'dent',
      part: 'door',
      severity: 'major',
    },
  ],
  submittedBy: null,
  submittedAt: null,
  reviewedBy: null,
  reviewedAt: null,
  reviewNote: '',
  previousPhotoId: null,
  nextPhotoId: 'a1b2c3d4-0000-4000-8000-000000000009',
};

const meta = {
  title: 'App/Pages/Annotations/Editor',
  component: AnnotationEditor,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/admin/annotations' },
  args: {
    photo,
    total: 12,
    canEdit: true,
    canReview: false,
    onSave: fn(),
    onSubmit: fn(),
    onReview: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof AnnotationEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Drawing with the keyboard: the crosshair moves with the arrow keys, Enter starts and ends a box;
 * the new box is in the list, its labels are set with labelled controls, Delete removes it, and
 * Page Down goes to the next photo.
 */
export const Editing: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const list = () => canvas.getByRole('list', { name: appTextOf(globals, 'app.annotations.shapes.label') });
    await expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    const surface = canvas.getByRole('application');
    surface.focus();
    await userEvent.keyboard('{Enter}{Shift>}{ArrowRight}{ArrowDown}{/Shift}{Enter}');
    await expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    const boxName = appTextOf(globals, 'app.annotations.shape.box', {
      number: 2,
      class: appTextOf(globals, 'app.annotations.class.scratch'),
      part: appTextOf(globals, 'app.annotations.part.door'),
      severity: appTextOf(globals, 'app.annotations.severity.minor'),
    });
    await expect(within(list()).getByRole('button', { name: boxName })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: appTextOf(globals, 'app.annotations.field.class') }),
      'crack',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: appTextOf(globals, 'app.annotations.field.part') }),
      'windscreen',
    );
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.annotations.save') }));
    await expect(args.onSave).toHaveBeenCalledWith([
      photo.shapes[0],
      {
        kind: 'box',
        points: [
          { x: 0.5, y: 0.5 },
          { x: 0.6, y: 0.6 },
        ],
        annotationClass: 'crack',
        part: 'windscreen',
        severity: 'minor',
      },
    ]);
    surface.focus();
    await userEvent.keyboard('{Delete}');
    await expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.keyboard('{PageDown}');
    await expect(args.onNavigate).toHaveBeenCalledWith(photo.nextPhotoId);
  },
};

/** A polygon with the keyboard: Enter adds points, Escape closes it. */
export const Polygon: Story = {
  args: { photo: { ...photo, shapes: [] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.annotations.shapes.empty'))).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('radio', { name: appTextOf(globals, 'app.annotations.tool.polygon') }),
    );
    canvas.getByRole('application').focus();
    await userEvent.keyboard(
      '{Enter}{Shift>}{ArrowRight}{/Shift}{Enter}{Shift>}{ArrowDown}{/Shift}{Enter}{Escape}',
    );
    const list = canvas.getByRole('list', { name: appTextOf(globals, 'app.annotations.shapes.label') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** A submitted photo for someone else: no drawing, Approve and Send Back with a note. */
export const Reviewing: Story = {
  args: {
    canEdit: false,
    canReview: true,
    photo: { ...photo, status: 'submitted', submittedBy: { id: 'x', name: 'Ada Admin' } },
  },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: appTextOf(globals, 'app.annotations.save') }),
    ).toBeNull();
    await userEvent.type(
      canvas.getByRole('textbox', { name: appTextOf(globals, 'app.annotations.note') }),
      'Door',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.annotations.sendBack') }),
    );
    await expect(args.onReview).toHaveBeenCalledWith('return', 'Door');
  },
};

/**
 * The second labeller's own labelling of a photo labelled twice: blind (it says so, and shows only
 * their shapes), submitted with Submit My Labelling, never reviewed.
 */
export const SecondLabelling: Story = {
  args: { photo: { ...photo, labelling: 'second', shapes: [] } },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.annotations.second.intro'))).toBeInTheDocument();
    await expect(canvas.getByText(appTextOf(globals, 'app.annotations.shapes.empty'))).toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: appTextOf(globals, 'app.annotations.submit') }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.annotations.second.submit') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith([]);
  },
};

/** The second labelling once submitted: said as submitted, not as waiting for review. */
export const SecondSubmitted: Story = {
  args: {
    canEdit: false,
    photo: { ...photo, labelling: 'second', status: 'submitted', submittedBy: { id: 'r', name: 'Rita' } },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        appTextOf(globals, 'app.annotations.status.label', {
          status: appTextOf(globals, 'app.annotations.second.submitted'),
        }),
      ),
    ).toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: appTextOf(globals, 'app.annotations.approve') }),
    ).toBeNull();
  },
};

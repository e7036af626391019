import { AnnotationIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import type { AnnotationsMessageId } from './messages/en';

/**
 * The admin's annotation workbench (issue 35, docs/annotations.md): /admin/annotations lists the
 * batches (assigned to me, to review, all) and opens one photo of a batch in the keyboard-first
 * editor (`?batch=<id>&photo=<id>`).
 */
export const annotationsArea: AppArea<'annotations', AnnotationsMessageId, 'annotations'> = {
  name: 'annotations',
  messages: ['annotations'],
  pages: [
    {
      id: 'admin-annotations',
      path: '/admin/annotations',
      area: 'admin',
      title: { kit: 'ui.nav.annotations' },
      menu: { icon: AnnotationIcon, order: 3 },
      page: () => import('./AnnotationsPage'),
      messages: ['annotations'],
    },
  ],
};

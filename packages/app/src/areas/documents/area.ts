import { DocumentIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import type { DocumentsMessageId } from './messages/en';

/**
 * Documents (issue 31, docs/documents.md): the documents page (its menu entry stays hidden, docs/architecture.md)
 * the vehicle page's Documents tab, and the documents of another area's records (an organisation, an
 * agreement, an expense, a service entry).
 */
export const documentsArea: AppArea<'documents', DocumentsMessageId, 'documents'> = {
  name: 'documents',
  messages: ['documents'],
  pages: [
    {
      id: 'documents',
      path: '/manager/documents',
      area: 'manager',
      title: { kit: 'ui.nav.documents' },
      menu: { icon: DocumentIcon, order: 11, hidden: true },
      page: () => import('./Documents'),
      messages: ['documents'],
    },
  ],
  vehicleTab: {
    value: 'documents',
    label: 'app.documents.tab',
    order: 40,
    panel: () => import('./VehicleDocumentsTab').then((module) => module.VehicleDocumentsTab),
  },
  driverHome: {
    order: 20,
    part: () => import('./DriverDocuments').then((module) => module.DriverDocuments),
  },
  record: {
    order: 10,
    part: () => import('./RecordDocuments').then((module) => module.RecordDocuments),
  },
  invalidates: ['compliance', 'my.myNavBadges'],
};

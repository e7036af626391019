import { useToast } from '@vognpark/ui';
import { useEffect, useRef } from 'react';
import { useAppMessages } from '../../i18n/useAppMessages';
import { useVehicleExport, type ExportState, type VehicleExportInput } from './queries';

/** The CSV writing: its own chunk, fetched when an export starts (nothing needs it before one ends). */
const loadCsv = () => Promise.all([import('./csv'), import('./exportCsv')]);

export interface RegisterExport {
  state: ExportState;
  start: (input: VehicleExportInput) => void;
  cancel: () => void;
}

/**
 * The register's Export: streams the rows, then saves them as a CSV for Danish Excel in the
 * person's language and says so (a toast); says so too when it fails or is cancelled.
 */
export function useRegisterExport(): RegisterExport {
  const t = useAppMessages();
  const toast = useToast();
  const { state, runId, start, cancel, reset } = useVehicleExport();
  // Each run ends once, even if the effect runs again (React's strict mode runs effects twice).
  const finished = useRef<number | null>(null);

  useEffect(() => {
    if (runId === null || finished.current === runId) return;
    if (state.status === 'done') {
      finished.current = runId;
      const { chunks } = state;
      loadCsv().then(
        ([{ exportFileName, saveTextFile }, { exportCsvText, exportedRowCount }]) => {
          saveTextFile(exportCsvText(chunks, t), exportFileName(t('app.vehicles.export.fileName')));
          toast.show({
            tone: 'success',
            title: t('app.vehicles.export.done', { count: exportedRowCount(chunks) }),
          });
        },
        (error: unknown) => {
          console.error('The vehicle export failed:', error);
          toast.show({ tone: 'error', title: t('app.vehicles.export.failed') });
        },
      );
      reset();
    } else if (state.status === 'error') {
      finished.current = runId;
      console.error('The vehicle export failed:', state.error);
      toast.show({ tone: 'error', title: t('app.vehicles.export.failed') });
      reset();
    }
  }, [runId, state, t, toast, reset]);

  return {
    state,
    start: (input) => {
      void loadCsv().catch(() => {}); // a failure shows when the export ends
      start(input);
    },
    cancel: () => {
      cancel();
      toast.show({ tone: 'info', title: t('app.vehicles.export.cancelled') });
    },
  };
}

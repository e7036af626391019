import type { ImportPreview } from '@vognpark/server/areas/imports';
import { useToast } from '@vognpark/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useTRPC } from '../../data/trpc';
import { saveTextFile } from '../vehicles/csv';
import { useAppMessages } from '../../i18n/useAppMessages';
import { usePageTitle } from '../../pages/usePageTitle';
import { useRouteTitle } from '../../pages/useRouteTitle';
import { confirmImport, ImportFailed, previewImport } from './api';
import { fileErrorText } from './errors';
import { ImportView, type ImportStatus } from './ImportView';
import { templateCsv } from './template';

/**
 * /manager/vehicles/import: reads the chosen file on the server into a preview (nothing written),
 * then adds the valid rows with one confirmation, keyed by an id made for this preview so that a
 * second click adds nothing more; then the register.
 */
export default function ImportPage() {
  const t = useAppMessages();
  const intl = useIntl();
  const title = useRouteTitle() ?? t('app.imports.title');
  usePageTitle(title);
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const [status, setStatus] = useState<ImportStatus>('choose');
  const [preview, setPreview] = useState<ImportPreview>();
  const [error, setError] = useState<string>();
  const chosen = useRef<{ file: File; importId: string } | null>(null);

  const describe = (failure: unknown) =>
    failure instanceof ImportFailed
      ? fileErrorText(failure.reason, failure.columns, t, (items) =>
          intl.formatList(items, { type: 'conjunction' }),
        )
      : t('app.imports.fileError.other');

  const onFile = async (file: File) => {
    chosen.current = { file, importId: crypto.randomUUID() };
    setStatus('reading');
    setError(undefined);
    setPreview(undefined);
    try {
      const answer = await previewImport(file);
      if (chosen.current?.file !== file) return;
      setPreview(answer);
      setStatus('preview');
    } catch (failure) {
      if (chosen.current?.file !== file) return;
      setError(describe(failure));
      setStatus('choose');
    }
  };

  const onConfirm = async () => {
    const current = chosen.current;
    if (!current || status === 'confirming') return;
    setStatus('confirming');
    setError(undefined);
    try {
      const result = await confirmImport(current.file, current.importId);
      await Promise.all([
        queryClient.invalidateQueries(trpc.vehicles.pathFilter()),
        queryClient.invalidateQueries(trpc.dashboard.pathFilter()),
        queryClient.invalidateQueries(trpc.my.myNavBadges.queryFilter()),
      ]);
      toast.show({ tone: 'success', title: t('app.imports.done', { count: result.created }) });
      navigate('/manager/vehicles');
    } catch (failure) {
      setError(
        failure instanceof ImportFailed && failure.reason !== 'other'
          ? describe(failure)
          : t('app.imports.failed'),
      );
      setStatus('preview');
    }
  };

  const onReset = () => {
    chosen.current = null;
    setPreview(undefined);
    setError(undefined);
    setStatus('choose');
  };

  return (
    <ImportView
      title={title}
      status={status}
      preview={preview}
      error={error}
      onFile={(file) => void onFile(file)}
      onConfirm={() => void onConfirm()}
      onReset={onReset}
      onDownloadTemplate={() => saveTextFile(templateCsv(t), `${t('app.imports.title')}.csv`)}
    />
  );
}

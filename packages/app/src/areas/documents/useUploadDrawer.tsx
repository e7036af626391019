import type { DocumentItem } from '@vognpark/server';
import { useState } from 'react';
import { formatPlate } from '../vehicles/format';
import { useVehicleMatches } from '../vehicles/vehicleMatches';
import { useDocumentUsage, useInvalidateDocuments } from './queries';
import { UploadDrawer, type UploadDrawerProps } from './UploadDrawer';
import { uploadDocument } from './upload';

/** The upload drawer wired to the server: open it for new documents or a new version. */
export function useUploadDrawer(
  options: {
    vehicle?: { id: string; registration: string };
    /** Another record the documents are for (UploadDrawer's `owner`). */
    owner?: UploadDrawerProps['owner'];
    onUploaded?: (item: DocumentItem) => void;
  } = {},
) {
  const [open, setOpen] = useState(false);
  const [supersede, setSupersede] = useState<DocumentItem | null>(null);
  const [search, setSearch] = useState('');
  const [session, setSession] = useState(0);
  const usage = useDocumentUsage(open);
  const vehicles = useVehicleMatches(search, open && !options.vehicle && !options.owner && !supersede);
  const invalidate = useInvalidateDocuments();
  const show = (document: DocumentItem | null) => {
    setSupersede(document);
    setSession((n) => n + 1);
    setOpen(true);
  };
  const drawer = (
    <UploadDrawer
      key={session}
      open={open}
      onOpenChange={setOpen}
      vehicle={
        options.vehicle && { id: options.vehicle.id, label: formatPlate(options.vehicle.registration) }
      }
      owner={options.owner}
      vehicleOptions={vehicles.matches.map((v) => ({
        value: v.id,
        label: formatPlate(v.registration),
        description: `${v.make} ${v.model}`,
      }))}
      onVehicleSearch={setSearch}
      vehiclesLoading={vehicles.loading}
      supersede={supersede}
      maxFileBytes={usage.data?.maxFileBytes ?? 25 * 1024 * 1024}
      upload={uploadDocument}
      onUploaded={(item) => {
        void invalidate();
        options.onUploaded?.(item);
      }}
    />
  );
  return { openNew: () => show(null), openVersion: (document: DocumentItem) => show(document), drawer };
}

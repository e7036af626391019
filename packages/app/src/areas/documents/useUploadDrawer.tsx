import type { DocumentItem } from '@vognpark/server/areas/documents';
import { useEffect, useRef, useState } from 'react';
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
    /** Each stored document (attach it, for example). */
    onUploaded?: (item: DocumentItem) => void;
    /**
     * The document to show after uploads: the newest, once no other has arrived for a moment (a
     * 100-file drop does not open 100 previews).
     */
    onChosen?: (item: DocumentItem) => void;
  } = {},
) {
  const [open, setOpen] = useState(false);
  const [supersede, setSupersede] = useState<DocumentItem | null>(null);
  const [search, setSearch] = useState('');
  const [session, setSession] = useState(0);
  const usage = useDocumentUsage(open);
  const vehicles = useVehicleMatches(search, open && !options.vehicle && !options.owner && !supersede);
  const invalidate = useInvalidateDocuments();
  const latest = useRef(options.onChosen);
  useEffect(() => {
    latest.current = options.onChosen;
  });
  // The lists are refetched at most once a second while files arrive (the first at once, the last
  // always), not once per file; the newest document is chosen (its preview opened) once they have
  // stopped arriving for a moment, not at every refetch (a 100-file drop measured a long task at
  // each preview it opened).
  const refetch = useThrottled(1000, () => void invalidate());
  const choose = useDebounced(CHOOSE_AFTER_MS, (item: DocumentItem) => latest.current?.(item));
  const settle = (item: DocumentItem) => {
    refetch(undefined);
    choose(item);
  };
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
        settle(item);
        options.onUploaded?.(item);
      }}
    />
  );
  return { openNew: () => show(null), openVersion: (document: DocumentItem) => show(document), drawer };
}

/** How long after the last stored file its document is chosen. */
const CHOOSE_AFTER_MS = 600;

/**
 * `run` at most once per `ms`: the first call at once, later ones held and the last of them run
 * when the interval ends (leading and trailing). Nothing runs after the component is gone.
 */
function useThrottled<T>(ms: number, run: (value: T) => void) {
  const state = useRef<{ timer: ReturnType<typeof setTimeout> | null; pending: { value: T } | null }>({
    timer: null,
    pending: null,
  });
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(
    () => () => {
      const { timer } = state.current;
      if (timer) clearTimeout(timer);
    },
    [],
  );
  const [call] = useState(() => {
    const tick = () => {
      const { pending } = state.current;
      state.current.pending = null;
      if (!pending) {
        state.current.timer = null;
        return;
      }
      latest.current(pending.value);
      state.current.timer = setTimeout(tick, ms);
    };
    return (value: T) => {
      if (state.current.timer) {
        state.current.pending = { value };
        return;
      }
      latest.current(value);
      state.current.timer = setTimeout(tick, ms);
    };
  });
  return call;
}

/** `run` with the last value once `ms` have passed without a call. Nothing runs after the component is gone. */
function useDebounced<T>(ms: number, run: (value: T) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const [call] = useState(() => (value: T) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current(value);
    }, ms);
  });
  return call;
}

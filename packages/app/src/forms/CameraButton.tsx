import { Button } from '@vognpark/ui';
import { useRef } from 'react';
import styled from 'styled-components';

export interface CameraButtonProps {
  /** The button's words ("Read from Photo"). */
  label: string;
  /** The file input's accessible name (what the photo is of). */
  inputLabel: string;
  /** The photo is being read: the button is pending and says `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
  disabled?: boolean;
  /** The input's id (where an error summary's link lands). */
  id?: string;
  /** The photo chosen (or taken). */
  onFile: (file: File) => void;
}

/**
 * A button that takes one photo to be read: on a phone it opens the camera (`capture="environment"`),
 * on a computer the file picker. The odometer's and the VIN's Read from Photo.
 */
export function CameraButton({
  label,
  inputLabel,
  pending,
  pendingLabel,
  disabled = false,
  id,
  onFile,
}: CameraButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <HiddenFileInput
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={inputLabel}
        disabled={disabled || pending}
        onChange={(event) => {
          const [file] = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => input.current?.click()}
        disabled={disabled}
        pending={pending}
        pendingLabel={pendingLabel}
      >
        {label}
      </Button>
    </>
  );
}

/** A file input visually hidden but in the accessibility tree, reachable by tests and assistive technology. */
export const HiddenFileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

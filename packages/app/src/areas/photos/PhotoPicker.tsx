import { Button } from '@vognpark/ui';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { HiddenFileInput } from '../../forms/CameraButton';
import { useAppMessages } from '../../i18n/useAppMessages';

export interface PhotoPickerProps {
  /** The photos chosen so far. */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** What the photos are of (the file input's accessible name). */
  label: string;
  /** The button's words (Take Photo by default), when a form has more than one picker. */
  takeLabel?: string;
  disabled?: boolean;
  /** The input's id (where an error summary's link lands); generated when left out. */
  id?: string;
  /** Why chosen files were refused: shown under the button and read out with the input. */
  error?: ReactNode;
  /**
   * Takes the files just chosen instead of adding them all (a form that first checks them);
   * `onChange` still removes one.
   */
  onPick?: (chosen: File[]) => void;
}

/**
 * Take Photo: opens the phone's camera (`capture="environment"`, the back camera) or, on a
 * computer, the file picker; the chosen photos show as thumbnails, each with a button to remove it.
 * The server decides what a picture is; the browser's `accept` only narrows the picker.
 */
export function PhotoPicker({
  files,
  onChange,
  label,
  takeLabel,
  disabled = false,
  id: givenId,
  error,
  onPick,
}: PhotoPickerProps) {
  const t = useAppMessages();
  const input = useRef<HTMLInputElement>(null);
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  return (
    <Picker>
      <HiddenFileInput
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={disabled}
        onChange={(event) => {
          const chosen = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (!chosen.length) return;
          if (onPick) onPick(chosen);
          else onChange([...files, ...chosen]);
        }}
      />
      <Button variant="secondary" onClick={() => input.current?.click()} disabled={disabled}>
        {takeLabel ?? t('app.photos.take')}
      </Button>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {files.length > 0 && (
        <Thumbs aria-label={`${label}: ${t('app.photos.chosen', { count: files.length })}`}>
          {previews.map((url, index) => (
            <li key={url}>
              <img src={url} alt={t('app.photos.alt', { number: index + 1 })} />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                disabled={disabled}
              >
                {t('app.photos.remove', { number: index + 1 })}
              </Button>
            </li>
          ))}
        </Thumbs>
      )}
    </Picker>
  );
}

const Picker = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  justify-items: start;
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]}px;
    justify-items: start;
  }
  & img {
    width: 96px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

import { useId, type FormEvent } from 'react';
import { useControllableState } from '../useControllableState';
import { useKitMessages } from '../i18n/useKitMessages';
import { SearchField, SearchForm, SearchInput, SearchLabel } from './SearchHeader.styles';

export interface SearchHeaderProps {
  /** The query, when the host controls it (pair with `onValueChange`). */
  value?: string;
  /** The starting query when uncontrolled. Default empty. */
  defaultValue?: string;
  /** Called on every keystroke with the text in the field. */
  onValueChange?: (value: string) => void;
  /** Called when the person submits (Enter) with the trimmed query. */
  onSearch?: (query: string) => void;
  /** Present but hidden (the `hidden` attribute), as the app keeps it for now. Default false. */
  hidden?: boolean;
  /** Extra class name for the search landmark. */
  className?: string;
}

/**
 * The page's search header: a search landmark with one labelled search field whose
 * placeholder invites searching the whole register ("Søg i hele registret" in Danish).
 * Enter submits the trimmed query through `onSearch`; the kit does no searching itself.
 */
export function SearchHeader({
  value,
  defaultValue = '',
  onValueChange,
  onSearch,
  hidden = false,
  className,
}: SearchHeaderProps) {
  const t = useKitMessages();
  const inputId = useId();
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange: onValueChange });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch?.(current.trim());
  };

  return (
    <SearchForm
      role="search"
      aria-label={t('ui.search.label')}
      hidden={hidden}
      className={className}
      onSubmit={submit}
    >
      <SearchLabel htmlFor={inputId}>{t('ui.search.label')}</SearchLabel>
      <SearchField>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M11 11l3.5 3.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <SearchInput
          id={inputId}
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('ui.search.placeholder')}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      </SearchField>
    </SearchForm>
  );
}

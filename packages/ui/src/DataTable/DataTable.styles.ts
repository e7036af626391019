import styled, { css, keyframes } from 'styled-components';
import { focusOutline } from '../theme/controlStyles';
import { visuallyHidden } from '../theme/visuallyHidden';

/**
 * The rows as cards, below the table's `cardsBelow` width: the title cell and the pinned cell on
 * the first line, every other shown column a line of its own with its label before it.
 */
const cardStyles = css`
  & table,
  & tbody {
    display: block;
  }
  & thead {
    display: none;
  }
  & tbody > tr {
    display: block;
  }
  & tbody > tr > td,
  & tbody > tr > th {
    display: block;
  }
  & tbody > tr[data-row],
  & tbody > tr[data-skeleton] {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    row-gap: ${({ theme }) => theme.space[1]}px;
    padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[3]}px`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & tbody > tr[data-row] > *,
  & tbody > tr[data-skeleton] > * {
    grid-column: 2 / -1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    max-width: none;
    min-width: 0;
    padding: 0;
    border: 0;
    text-align: start;
  }
  & tbody > tr[data-row] > [data-label]::before {
    content: attr(data-label);
    flex: 0 0 8rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.sm};
    font-weight: ${({ theme }) => theme.font.weights.regular};
  }
  /* A value of several parts (a date and its state) keeps beside its label and wraps within the
     rest of the line, instead of dropping below the label as one piece. */
  & tbody > tr[data-row] > [data-label]:not([data-card='title']):not([data-pinned]) > * {
    max-width: calc(100% - 8rem - ${({ theme }) => theme.space[2]}px);
  }
  & tbody > tr[data-row] > [data-select] {
    grid-column: 1;
    grid-row: 1;
    width: auto;
    margin-inline-end: ${({ theme }) => theme.space[2]}px;
  }
  & tbody > tr[data-row] > [data-card='title'] {
    grid-column: 2;
    grid-row: 1;
    display: block;
    font-size: ${({ theme }) => theme.font.sizes.md};
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  & tbody > tr[data-row] > [data-card='title']::before {
    content: none;
  }
  & tbody > tr[data-row] > [data-pinned] {
    grid-column: 3;
    grid-row: 1;
    position: static;
    margin-inline-start: ${({ theme }) => theme.space[2]}px;
    background: transparent;
    box-shadow: none;
  }
  & tbody > tr[data-row] > [data-pinned]::before {
    content: none;
  }
  & tbody > tr[data-row] > [data-card='hide'] {
    display: none;
  }
  & tbody > tr[data-row] > [data-truncate] > [data-truncate-text] {
    flex: 1 1 0;
    min-width: 0;
  }
`;

export const TableRoot = styled.div<{ $layout: string; $cardsBelow: number | undefined }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  max-width: 100%;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.sizes.md};
  color: ${({ theme }) => theme.colors.text};
  /* The table's own width decides which columns show and whether rows are cards. */
  container: datatable / inline-size;

  ${({ $layout }) => $layout}
  ${({ $cardsBelow }) =>
    $cardsBelow !== undefined &&
    css`
      @container datatable (max-width: ${$cardsBelow - 0.02}px) {
        /* Repeated class: these win over the table layout's own cell rules. */
        &&& {
          ${cardStyles}
        }
      }
    `}
`;

/**
 * The scroll container: both directions, so a narrow window scrolls the table sideways instead of
 * squeezing it, and the header stays in view (sticky) while the rows scroll under it.
 */
export const Scroller = styled.div<{ $maxHeight: string }>`
  position: relative;
  max-height: ${({ $maxHeight }) => $maxHeight};
  overflow: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${focusOutline(2)}
`;

export const Caption = styled.caption`
  ${visuallyHidden}
`;

const cellStyles = css`
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  vertical-align: middle;
  overflow-wrap: break-word;
  hyphens: auto;

  &[data-align='end'] {
    text-align: end;
  }
  &[data-align='center'] {
    text-align: center;
  }
`;

export const HeaderCell = styled.th`
  ${cellStyles}
  position: sticky;
  top: 0;
  z-index: 1;
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  text-align: start;
  /* A header of several words wraps between them (never inside one) rather than widen its column
     past its minWidth: a one-line "Næste frist" pushed the register's last columns off screen. */
  white-space: normal;
  overflow-wrap: normal;
  hyphens: manual;

  &[data-pinned] {
    inset-inline-end: 0;
    z-index: 2;
    box-shadow: -1px 0 0 ${({ theme }) => theme.colors.border};
  }
`;

/** A cell pinned to the end edge (row actions): it stays in view while the rest scrolls under it. */
const pinnedCellStyles = css`
  position: sticky;
  inset-inline-end: 0;
  z-index: 1;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: -1px 0 0 ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

/** A cell whose text keeps to one line, cut with "…" (the column's width decides, not its text). */
const truncateCellStyles = css`
  max-width: 0;
  overflow-wrap: normal;

  & > [data-truncate-text] {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const selectCellStyles = css`
  ${cellStyles}
  width: 44px;
  padding-inline-end: 0;
`;

export const SelectCell = styled.td`
  ${selectCellStyles}
`;

export const SelectHeaderCell = styled(HeaderCell)`
  width: 44px;
  padding-inline-end: 0;
`;

export const Cell = styled.td`
  ${cellStyles}
`;

const rowHeaderCellStyles = css`
  ${cellStyles}
  font-weight: ${({ theme }) => theme.font.weights.medium};
  text-align: start;
`;

export const RowHeaderCell = styled.th`
  ${rowHeaderCellStyles}
`;

const rowStyles = css`
  &[data-openable] {
    cursor: pointer;
  }
  &[data-openable]:hover,
  &[data-selected] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

export const Row = styled.tr`
  ${rowStyles}
`;

/** The spacer rows above and below the rendered window of a virtualised body. */
export const SpacerRow = styled.tr`
  & > td {
    padding: 0;
    border: 0;
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: -4px -6px;
  padding: 4px 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: inherit;
  white-space: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.border};
  }
  ${focusOutline(1)}

  svg {
    flex: none;
  }
  &[data-sorted='false'] svg {
    opacity: 0.6;
  }
`;

/** The row header's content as a button or a link: Tab reaches it, Enter (and Space, on the button) opens the row. */
const openButtonStyles = css`
  display: inline;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weights.medium};
  text-align: start;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  overflow-wrap: break-word;
  hyphens: auto;

  ${focusOutline(2)}
`;

export const OpenButton = styled.button`
  ${openButtonStyles}
`;

const checkboxStyles = css`
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  ${focusOutline(2)}
`;

export const Checkbox = styled.input`
  ${checkboxStyles}
`;

const checkboxLabelStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  min-height: 24px;
`;

export const CheckboxLabel = styled.label`
  ${checkboxLabelStyles}
`;

export const HiddenText = styled.span`
  ${visuallyHidden}
`;

const shimmer = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

export const SkeletonBar = styled.span`
  display: block;
  height: 12px;
  width: 70%;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.border};
  animation: ${shimmer} 900ms ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** A message that takes the place of the rows: error, empty, loading more. */
export const StateCell = styled.td`
  ${cellStyles}
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[4]}px`};
  text-align: center;
  border-bottom: 0;

  &[data-compact] {
    padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  }
`;

export const StateBox = styled.div`
  position: sticky;
  left: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  max-width: min(100%, calc(100vw - 48px));
`;

export const StateTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

export const StateMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export const BulkCount = styled.span`
  font-weight: ${({ theme }) => theme.font.weights.bold};
  margin-inline-end: auto;
`;

export const LiveText = styled.div`
  ${visuallyHidden}
`;

export const Footer = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export const Sentinel = styled.div`
  height: 1px;
  margin-top: -1px;
`;

/**
 * The table. Its body rows are plain elements styled from here (data attributes name their
 * parts), not a styled component each: a long list mounts rows while it scrolls, and plain
 * elements are the cheapest to create.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: auto;

  & > tbody > tr[data-row] {
    ${rowStyles}
  }
  & > tbody > tr[data-row] > td {
    ${cellStyles}
  }
  & > tbody > tr[data-row] > td[data-select] {
    ${selectCellStyles}
  }
  & > tbody > tr[data-row] > th {
    ${rowHeaderCellStyles}
  }
  & > tbody > tr[data-row] > [data-truncate] {
    ${truncateCellStyles}
  }
  & > tbody > tr[data-row] > [data-pinned] {
    ${pinnedCellStyles}
  }
  & > tbody > tr[data-row][data-openable]:hover > [data-pinned],
  & > tbody > tr[data-row][data-selected] > [data-pinned] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  & [data-checkbox-label] {
    ${checkboxLabelStyles}
  }
  & [data-checkbox-label] > input {
    ${checkboxStyles}
  }
  & [data-hidden] {
    ${visuallyHidden}
  }
  & [data-open-button] {
    ${openButtonStyles}
  }
`;

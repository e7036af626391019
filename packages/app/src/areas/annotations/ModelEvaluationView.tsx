import type { ModelEvaluation } from '@vognpark/server/areas/annotations';
import { Spinner } from '@vognpark/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';

/** Why no evaluation could run: the model slot's state, or another failure. */
export type EvaluationProblem = 'not_configured' | 'missing' | 'unsupported' | 'invalid' | 'failed';

export interface ModelEvaluationViewProps {
  /** The version evaluated (or being evaluated). */
  versionNumber: number;
  evaluation?: ModelEvaluation | null;
  pending?: boolean;
  problem?: EvaluationProblem | null;
}

/**
 * Precision and recall per class of the damage model in the slot against a version's reviewed test
 * photos (docs/annotations.md, "Evaluating the model"); while it runs, a spinner; without a model
 * that runs, why.
 */
export function ModelEvaluationView({
  versionNumber,
  evaluation,
  pending = false,
  problem,
}: ModelEvaluationViewProps) {
  const t = useAppMessages();
  const { formatNumber } = useIntl();
  const id = useId();
  const percent = (value: number | null) =>
    value === null
      ? t('app.annotations.evaluation.notApplicable')
      : formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <Section aria-labelledby={`${id}-title`} aria-busy={pending || undefined}>
      <h3 id={`${id}-title`}>{t('app.annotations.evaluation.title', { number: versionNumber })}</h3>
      {pending ? (
        <Spinner label={t('app.annotations.evaluation.running')} />
      ) : problem ? (
        <p role="alert">{t(`app.annotations.evaluation.problem.${problem}`)}</p>
      ) : evaluation ? (
        <>
          <p>
            {t('app.annotations.evaluation.summary', {
              file: evaluation.model.file ?? '',
              photos: evaluation.photos,
              score: formatNumber(evaluation.minScore),
            })}
          </p>
          <table>
            <caption>{t('app.annotations.evaluation.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('app.annotations.evaluation.column.class')}</th>
                <th scope="col">{t('app.annotations.evaluation.column.reviewed')}</th>
                <th scope="col">{t('app.annotations.evaluation.column.detected')}</th>
                <th scope="col">{t('app.annotations.evaluation.column.matched')}</th>
                <th scope="col">{t('app.annotations.evaluation.column.precision')}</th>
                <th scope="col">{t('app.annotations.evaluation.column.recall')}</th>
              </tr>
            </thead>
            <tbody>
              {evaluation.classes.map((row) => (
                <tr key={row.annotationClass}>
                  <th scope="row">{t(`app.annotations.class.${row.annotationClass}`)}</th>
                  <td>{formatNumber(row.reviewed)}</td>
                  <td>{formatNumber(row.detected)}</td>
                  <td>{formatNumber(row.matched)}</td>
                  <td>{percent(row.precision)}</td>
                  <td>{percent(row.recall)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[4]}px;
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  overflow-x: auto;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
  p {
    margin: 0;
  }
  table {
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
  caption {
    text-align: left;
    padding-bottom: ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

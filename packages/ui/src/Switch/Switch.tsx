import { CheckableField, type CheckableFieldProps } from '../Field/CheckableField';
import { Track } from './Switch.styles';

export type SwitchProps = CheckableFieldProps;

/**
 * A labelled on/off switch in the kit's Field: a native checkbox with `role="switch"`, so it
 * reads as "on"/"off" and toggles with Space. For a setting that applies at once; in a form
 * that is saved later a Checkbox reads better.
 */
export function Switch(props: SwitchProps) {
  return <CheckableField {...props} control={Track} kind="switch" />;
}

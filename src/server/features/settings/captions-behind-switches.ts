import { captionsBehindSwitches, type MinorSettings } from '../../../contract/settings';
import { badRequest } from '../../platform/errors';

/**
 * Spec 1 §5: a caption tied to a switch changes only while that switch is on in the saved result.
 * Refused rather than silently kept, so the super-admin (or an API client) learns the text was not
 * taken; switching it on and changing the caption in one save is allowed.
 */
export function refuseCaptionsBehindSwitchesOff(before: MinorSettings, after: MinorSettings): void {
  const errors: Record<string, string> = {};
  for (const { caption, toggle, message } of captionsBehindSwitches) {
    if (!after[toggle] && after[caption] !== before[caption]) errors[`minor_settings.${caption}`] = message;
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

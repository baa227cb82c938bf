import { licenceCaptionOf } from '../../contract/licence-messages';
import type { SiteSettings } from '../../contract/settings';

/** The licence pages' breadcrumb says what the portal calls a practising licence (minor settings). */
export const licenceCrumb = (settings: SiteSettings): string => licenceCaptionOf(settings.minor_settings);

import { routeUrl } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';

/**
 * The booking widget's script: `paths.widgetScript` on the booking host (`msemUrl`, docs/spec.md §1).
 * Computed on the server (the Widget block) and handed to WidgetLoader, so that the page's
 * JavaScript carries no route table.
 */
export const widgetScriptUrl = (msemUrl: string) => routeUrl(msemUrl, paths.widgetScript);

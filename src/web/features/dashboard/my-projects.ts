import { dashboardAddresses } from '../../../contract/endpoints/addresses/dashboard';
import { call } from '../../lib/call';

/**
 * My Projects (spec 1 §2, decisions.md "My Projects"): the hand-off token is asked for at the
 * click and goes straight into the new tab's address, never kept here. The tab is opened before
 * the request so the browser treats it as the click's own window rather than a pop-up.
 */
export async function openMyProjects(onRefused: (message: string) => void): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    // The member navigation on every member page imports this file; the schema (and with it zod) is
    // fetched at the click, beside the request, rather than with each of those pages.
    const [{ myProjectsLinkSchema }, answer] = await Promise.all([
      import('../../../contract/dashboard'),
      call(dashboardAddresses.myProjects, {}),
    ]);
    const { url } = myProjectsLinkSchema.parse(answer);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  } catch (error) {
    tab?.close();
    onRefused(error instanceof Error ? error.message : String(error));
  }
}

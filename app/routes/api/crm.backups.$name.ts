/**
 * GET /api/crm/backups/:name: one backup of the embedded database as a download, for an admin who
 * gave their password or a code in the last few minutes (the System page links here). Each
 * download is recorded in the audit trail. 404 for any name that is not a backup in BACKUP_DIR.
 */
import { openBackupDownload } from "~/models/backup-status.server";
import { href } from "react-router";
import { apiError } from "~/utils/api.server";
import { redirectWithToast } from "~/utils/toast.server";
import { crmAction, crmLoader, refuseCrossSite } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.backups.$name";

export const NO_SUCH_BACKUP = "No such backup: it may have been deleted as newer ones were made.";

export const loader = crmLoader<Route.LoaderArgs>(async ({ request, params, staff }) => {
  refuseCrossSite(request);
  const download = await openBackupDownload(params.name ?? "", staff.email);
  if (!download) {
    // An old link opened in the window goes back to the System page, which lists what there is.
    if (request.headers.get("Sec-Fetch-Mode") === "navigate")
      return redirectWithToast(href("/crm/system"), {
        title: NO_SUCH_BACKUP,
        variant: "destructive",
      });
    return apiError(404, NO_SUCH_BACKUP);
  }
  return new Response(download.body, {
    status: 200,
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Length": String(download.file.bytes),
      "Content-Disposition": `attachment; filename="${download.file.name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});

export const action = crmAction<Route.ActionArgs>({});

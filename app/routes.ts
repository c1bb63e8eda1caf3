import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// One line per URL (DESIGN.md). SPEC.md section 2 lists the pages, section 7 the API.
export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("team", "routes/site/team.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("blog", "routes/site/blog-index.tsx", { id: "blog" }),
    route("insights", "routes/site/blog-index.tsx", { id: "insights" }),
    route("blog/:slug", "routes/site/blog-post.tsx"),
    // A post's shareable preview (decision 088): a secret link, never cached, never indexed.
    route("preview", "routes/site/post-preview.tsx"),
    route("consulting", "routes/site/consulting.tsx"),
    route("training", "routes/site/training.tsx"),
    route("dental-iq", "routes/site/dental-iq.tsx"),
    // The sectors and legal pages come from one list each (app/config); unknown ones are 404s.
    route("sectors/:sector", "routes/site/sector.tsx"),
    route("legal/:page", "routes/site/legal.tsx"),
    route("newsletter", "routes/site/newsletter.tsx"),
    route("newsletter/unsubscribe", "routes/site/newsletter-unsubscribe.tsx"),
    route("newsletter/confirm", "routes/site/newsletter-confirm.tsx"),
    route("newsletter/archive", "routes/site/newsletter-archive.tsx"),
    route("newsletter/archive/:id", "routes/site/newsletter-issue.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),

  // Full-page HTTP redirects, so they work without JavaScript.
  route("enterprise", "routes/site/redirect.tsx", { id: "redirect-enterprise" }),
  route("dental-intelligence", "routes/site/redirect.tsx", { id: "redirect-dental-intelligence" }),

  // Guide downloads for visitors without JavaScript (with it, guides are built in the browser).
  route("guides/:guide", "routes/site/guide-download.tsx"),
  route("content/homepage.json", "routes/site/homepage-json.ts"),
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("newsletter/feed.xml", "routes/site/newsletter-feed.ts"),
  route("blog/feed.xml", "routes/site/blog-feed.ts"),
  route("robots.txt", "routes/site/robots.ts"),
  // The media library's images, by content hash (public/images/ holds the site's own files).
  route("images/:file", "routes/site/image-file.ts"),

  // Staff CRM. The layout marks every page no-store and noindex and reads the session once (its
  // middleware); /crm is the login when signed out, and every page below it is in the staff-only
  // group, whose middleware sends a visitor without a session to the login.
  ...prefix("crm", [
    layout("routes/crm/layout.tsx", [
      index("routes/crm/index.tsx"),
      // For people without an account: an invitation link (no session needed).
      layout("routes/crm/public.ts", [route("join/:token", "routes/crm/join.tsx")]),
      // Also for a browser past the password only: the second factor's enrolment, and logout.
      layout("routes/crm/any-session.ts", [
        route("logout", "routes/crm/logout.tsx"),
        route("enrol", "routes/crm/enrol.tsx"),
      ]),
      layout("routes/crm/staff-only.ts", [
        route("sessions", "routes/crm/sessions.tsx"),
        route("sign-ins", "routes/crm/sign-ins.tsx"),
        route("leads/new", "routes/crm/leads.new.tsx"),
        route("leads/assign", "routes/crm/leads.assign.tsx"),
        route("pipeline", "routes/crm/pipeline.tsx"),
        route("reports", "routes/crm/reports.tsx"),
        // The blog's posts: everyone drafts; the pages offer publishing to admins (decision 082).
        route("posts", "routes/crm/posts.tsx"),
        route("posts/new", "routes/crm/posts.new.tsx"),
        route("posts/:id", "routes/crm/posts.$id.tsx"),
        route("posts/:id/revisions/:revisionId", "routes/crm/posts.$id.revisions.$revisionId.tsx"),
        // The media library: any staff member uploads; deleting one in use names the uses first.
        route("images", "routes/crm/images.tsx"),
        route("images/:id/delete", "routes/crm/images.$id.delete.tsx"),
        // Admins only: a member gets 403 (staff management, subject access, restriction, erasure).
        layout("routes/crm/admin-only.ts", [
          route("people", "routes/crm/people.tsx"),
          // The outbox: recipients are personal data (decision 029).
          route("mail", "routes/crm/mail.tsx"),
          route("mail/templates/:template", "routes/crm/mail.templates.$template.tsx"),
          // Campaigns: recipients are personal data, and one send reaches every subscriber.
          route("campaigns", "routes/crm/campaigns.tsx"),
          route("campaigns/new", "routes/crm/campaigns.new.tsx"),
          route("campaigns/:id", "routes/crm/campaigns.$id.tsx"),
          route("campaigns/:id/cancel", "routes/crm/campaigns.$id.cancel.tsx"),
          route("campaigns/:id/delete", "routes/crm/campaigns.$id.delete.tsx"),
          route("campaigns/:id/retry", "routes/crm/campaigns.$id.retry.tsx"),
          route("campaigns/:id/recipients", "routes/crm/campaigns.$id.recipients.tsx"),
          route("system", "routes/crm/system.tsx"),
          // …and a password or code in the last few minutes (REAUTH_MINUTES), else /crm/reauth.
          layout("routes/crm/recent-auth.ts", [
            route("staff", "routes/crm/staff.tsx"),
            route("staff/:change/:id", "routes/crm/staff.$change.$id.tsx"),
            route("people/erase", "routes/crm/people.erase.tsx"),
            route("people/report", "routes/crm/people.report.tsx"),
            route("campaigns/:id/send", "routes/crm/campaigns.$id.send.tsx"),
            route("imports", "routes/crm/imports.tsx"),
            route("imports/new", "routes/crm/imports.new.tsx"),
            route("imports/:id", "routes/crm/imports.$id.tsx"),
            route("imports/:id/undo", "routes/crm/imports.$id.undo.tsx"),
            // "Back up now" (decision 093): a copy of every person's data, made on request.
            route("system/backup", "routes/crm/system.backup.tsx"),
          ]),
        ]),
        route("reauth", "routes/crm/reauth.tsx"),
        route("leads/:id", "routes/crm/leads.$id.tsx"),
        route("leads/:id/status", "routes/crm/leads.$id.status.tsx"),
        route("leads/:id/reply", "routes/crm/leads.$id.reply.tsx"),
        route("mail/unmatched", "routes/crm/mail.unmatched.tsx"),
        // The team's snippets for the reply form (decision 101).
        route("saved-replies", "routes/crm/saved-replies.tsx"),
        route("attachments/:id", "routes/crm/attachments.$id.ts"),
        route("leads/:id/deal", "routes/crm/leads.$id.deal.tsx"),
        route("leads/:id/move", "routes/crm/leads.$id.move.tsx"),
        route("leads/:id/follow-ups/new", "routes/crm/leads.$id.follow-ups.new.tsx"),
        route("contacts/:id/convert", "routes/crm/contacts.$id.convert.tsx"),
        route("contacts/:id/not-duplicate", "routes/crm/contacts.$id.not-duplicate.tsx"),
        route(
          "dental-registrations/:id/not-duplicate",
          "routes/crm/dental-registrations.$id.not-duplicate.tsx",
        ),
        route(
          "dental-registrations/:id/convert",
          "routes/crm/dental-registrations.$id.convert.tsx",
        ),
        route("activities/new", "routes/crm/activities.new.tsx"),
        route("activities/:id/complete", "routes/crm/activities.$id.complete.tsx"),
        route("newsletters/:id/unsubscribe", "routes/crm/newsletters.$id.unsubscribe.tsx"),
        // One confirmation page for every collection; the loader refuses an unknown :kind.
        route(":kind/:id/delete", "routes/crm/delete.tsx"),
        // Anything else under /crm: a 404 in the CRM frame, not the public site's.
        route("*", "routes/crm/not-found.tsx"),
      ]),
    ]),
  ]),

  ...prefix("api", [
    route("auth/login", "routes/api/auth.login.ts"),
    route("auth/logout", "routes/api/auth.logout.ts"),
    route("auth/status", "routes/api/auth.status.ts"),
    route("newsletter", "routes/api/newsletter.ts"),
    route("contacts", "routes/api/contacts.ts"),
    route("dental-iq", "routes/api/dental-iq.ts"),
    route("blog", "routes/api/blog.ts"),
    route("blog/:slug", "routes/api/blog.$slug.ts"),
    // The mail provider's bounce notifications: its own bearer token, no session.
    route("mail/bounces", "routes/api/mail.bounces.ts"),
    // Staff only: the groups' middleware answers 401 without a session (the newsletter export
    // also takes the bearer token of GET /api/auth/status).
    layout("routes/api/crm-staff-only.ts", [
      route("crm/statistics", "routes/api/crm.statistics.ts"),
      route("crm/reports/:name", "routes/api/crm.reports.$name.ts"),
      route("crm/leads", "routes/api/crm.leads.ts"),
      route("crm/leads/:id", "routes/api/crm.leads.$id.ts"),
      route("crm/leads/:id/merge", "routes/api/crm.leads.$id.merge.ts"),
      // A lead's emails, and the shared mailbox's unmatched ones (decisions 095, 096, 101).
      route("crm/leads/:id/messages", "routes/api/crm.leads.$id.messages.ts"),
      route("crm/messages/unmatched", "routes/api/crm.messages.unmatched.ts"),
      route("crm/messages/:id/assign", "routes/api/crm.messages.$id.assign.ts"),
      route("crm/contacts", "routes/api/crm.contacts.ts"),
      route("crm/contacts/:id", "routes/api/crm.contacts.$id.ts"),
      route("crm/contacts/:id/process", "routes/api/crm.contacts.$id.process.ts"),
      route("crm/contacts/:id/convert", "routes/api/crm.contacts.$id.convert.ts"),
      route("crm/dental-registrations", "routes/api/crm.dental-registrations.ts"),
      route("crm/dental-registrations/:id", "routes/api/crm.dental-registrations.$id.ts"),
      route(
        "crm/dental-registrations/:id/process",
        "routes/api/crm.dental-registrations.$id.process.ts",
      ),
      route(
        "crm/dental-registrations/:id/convert",
        "routes/api/crm.dental-registrations.$id.convert.ts",
      ),
      route("crm/newsletters", "routes/api/crm.newsletters.ts"),
      route("crm/newsletters/:id", "routes/api/crm.newsletters.$id.ts"),
      route("crm/activities", "routes/api/crm.activities.ts"),
      route("crm/activities/:id", "routes/api/crm.activities.$id.ts"),
      // Posts: members write drafts; publishing, scheduling and unpublishing are admins' (below).
      route("crm/posts", "routes/api/crm.posts.ts"),
      route("crm/posts/:id", "routes/api/crm.posts.$id.ts"),
      route("crm/posts/:id/revisions", "routes/api/crm.posts.$id.revisions.ts"),
      // The media library: any staff member uploads (decision 086).
      route("crm/images", "routes/api/crm.images.ts"),
      // Admins only: 403 for a member (exports, subject access, erasure, restriction).
      layout("routes/api/crm-admin-only.ts", { id: "api-crm-admin-only" }, [
        // …and a password or code in the last few minutes: else 403 {reauthRequired: true}.
        layout("routes/api/crm-recent-auth.ts", { id: "api-crm-recent-auth" }, [
          route("crm/leads/export", "routes/api/crm.leads.export.ts"),
          route("crm/people/export", "routes/api/crm.people.export.ts"),
          route("crm/people/erase", "routes/api/crm.people.erase.ts"),
          route(
            "crm/campaigns/:id/recipients.csv",
            "routes/api/crm.campaigns.$id.recipients.csv.ts",
          ),
          route("crm/imports", "routes/api/crm.imports.ts"),
          route("crm/campaigns/:id/send", "routes/api/crm.campaigns.$id.send.ts"),
          route("crm/imports/:id/undo", "routes/api/crm.imports.$id.undo.ts"),
          route("crm/backups/:name", "routes/api/crm.backups.$name.ts"),
        ]),
        route("crm/imports/:id", "routes/api/crm.imports.$id.ts"),
        // Campaigns, for scripts: the pages' rules (sending, above, needs a recent sign-in).
        route("crm/campaigns", "routes/api/crm.campaigns.ts"),
        route("crm/campaigns/:id", "routes/api/crm.campaigns.$id.ts"),
        route("crm/campaigns/:id/recipients", "routes/api/crm.campaigns.$id.recipients.ts"),
        route("crm/campaigns/:id/:action", "routes/api/crm.campaigns.$id.$action.ts"),
        route("crm/people/restrict", "routes/api/crm.people.restrict.ts"),
        route("crm/people/unrestrict", "routes/api/crm.people.unrestrict.ts"),
        route("crm/erasures", "routes/api/crm.erasures.ts"),
        route("crm/posts/:id/:action", "routes/api/crm.posts.$id.$action.ts"),
      ]),
      route("crm/activities/:id/complete", "routes/api/crm.activities.$id.complete.ts"),
    ]),
    layout("routes/api/crm-staff-or-token-only.ts", [
      layout("routes/api/crm-admin-only.ts", { id: "api-crm-admin-only-token" }, [
        layout("routes/api/crm-recent-auth.ts", { id: "api-crm-recent-auth-token" }, [
          route("crm/newsletters/export", "routes/api/crm.newsletters.export.ts"),
        ]),
      ]),
    ]),
    route("*", "routes/api/not-found.ts"),
  ]),
] satisfies RouteConfig;

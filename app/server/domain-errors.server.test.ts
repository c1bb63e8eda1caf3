import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UnknownLeadError } from "~/models/activities.server";
import { ConversionError } from "~/models/conversions.server";
import { DealRuleError } from "~/models/leads.server";
import { OwnerError } from "~/models/owners.server";
import { PersonBlockedError } from "~/models/people.server";
import { PERSON_BLOCKED_TEXTS } from "~/components/people/texts";
import { StaffError } from "~/models/staff.server";
import { LEADS_TEXTS } from "~/components/leads/texts";
import { LEAD_REQUIRED } from "~/schemas/activity";
import { getToast } from "~/utils/toast.server";
import { resetSessionSecretForTests } from "~/utils/secret.server";
import { crmAction } from "./crm-api-kit.server";
import { replyToDomainError } from "./crm-route-kit.server";
import {
  REFUSAL_STATUS,
  isRefusing,
  outcomeStatus,
  pageRefusal,
  refusalOf,
} from "./domain-errors.server";
import { refusedAnswer } from "./record-api.server";

const blocked = () => new PersonBlockedError("restricted");

/** A Conform submission's reply, as the route's form gets it back. */
const submission = {
  reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => ({
    status: "error" as const,
    error: { "": options.formErrors ?? null, ...options.fieldErrors },
  }),
};

describe("the table of domain errors", () => {
  it("gives each refusal its status and the input it blames", () => {
    expect(refusalOf(blocked())).toEqual({ status: 409, message: PERSON_BLOCKED_TEXTS.restricted });
    expect(refusalOf(new DealRuleError("lostReason", "Give a reason"))).toEqual({
      status: 400,
      field: "lostReason",
      message: "Give a reason",
    });
    expect(refusalOf(new ConversionError("not-found")).status).toBe(404);
    expect(refusalOf(new ConversionError("already-processed")).status).toBe(409);
  });
});

describe("the one rule from a refusing outcome to its status", () => {
  it("gives each kind its status: invalid 400, forbidden 403, missing 404, state 409", () => {
    expect(REFUSAL_STATUS).toEqual({ invalid: 400, forbidden: 403, missing: 404, state: 409 });
    expect(outcomeStatus("missing")).toBe(404);
    expect(outcomeStatus("not-draft")).toBe(409);
    expect(outcomeStatus("empty")).toBe(409);
    expect(outcomeStatus("slug-taken")).toBe(400);
    expect(isRefusing("done")).toBe(false);
    expect(isRefusing("started")).toBe(false);
  });

  it("answers the API with the endpoint's words, a field's 400 when it blames one, null on success", async () => {
    const words = { missing: "Gone", otherwise: "Not now", field: { "slug-taken": "slug" } };
    expect(refusedAnswer("updated", words)).toBeNull();
    const gone = refusedAnswer("missing", words)!;
    expect([gone.status, await gone.json()]).toEqual([404, { message: "Gone" }]);
    const state = refusedAnswer("refused", words)!;
    expect([state.status, await state.json()]).toEqual([409, { message: "Not now" }]);
    const taken = refusedAnswer("slug-taken", { ...words, "slug-taken": "Taken" })!;
    expect(taken.status).toBe(400);
    expect((await taken.json()).errors).toEqual({ slug: ["Taken"] });
  });

  it("gives a CRM page the 404 page for a thing gone, true for another refusal", () => {
    expect(pageRefusal("done")).toBe(false);
    expect(pageRefusal("not-draft")).toBe(true);
    let thrown: unknown;
    try {
      pageRefusal("missing");
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { init?: ResponseInit }).init?.status).toBe(404);
  });
});

describe("a CRM page's reply to a domain error", () => {
  beforeAll(() => {
    process.env.SESSION_SECRET = "test-secret-for-domain-errors";
    resetSessionSecretForTests();
  });
  afterAll(() => {
    delete process.env.SESSION_SECRET;
    resetSessionSecretForTests();
  });

  it("shows the form again: the message above it, with the error's status", () => {
    const reply = replyToDomainError(blocked(), { form: submission, extra: { leadId: 7 } });
    expect(reply.init?.status).toBe(409);
    expect(reply.data.leadId).toBe(7);
    expect(reply.data.result.error).toEqual({ "": [PERSON_BLOCKED_TEXTS.restricted] });
  });

  it("puts the message on the field to blame, by the form's name for it and in the page's words", () => {
    const owner = replyToDomainError(new OwnerError("Choose a colleague"), {
      form: submission,
      fields: { ownerId: "assigneeId" },
    });
    expect(owner.init?.status).toBe(400);
    expect(owner.data.result.error).toEqual({ "": null, assigneeId: ["Choose a colleague"] });
    const lead = replyToDomainError(new UnknownLeadError(5), { form: submission });
    expect(lead.data.result.error).toEqual({ "": null, leadId: [LEAD_REQUIRED] });
  });

  it("goes back with a failure toast", async () => {
    const response = await replyToDomainError(new ConversionError("already-processed"), {
      toast: LEADS_TEXTS.toast.conversionFailed,
      returnTo: "/crm?tab=contacts",
    });
    expect(response.headers.get("Location")).toBe("/crm?tab=contacts");
    const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
    const { toast } = await getToast(new Request("http://x/", { headers: { Cookie: cookie } }));
    expect(toast).toEqual({
      title: LEADS_TEXTS.toast.conversionFailed,
      description: LEADS_TEXTS.toast.alreadyProcessed,
      variant: "destructive",
    });
  });

  it("hands a staff page its message and status", () => {
    const said = replyToDomainError(new StaffError("Choose admin or member."), {
      refuse: (message, status) => ({ message, status }),
    });
    expect(said).toEqual({ message: "Choose admin or member.", status: 400 });
  });

  it("rethrows anything that is not a domain error", () => {
    const failure = new Error("disk full");
    expect(() => replyToDomainError(failure, { form: submission })).toThrow(failure);
    expect(() => replyToDomainError(failure, { refuse: () => null })).toThrow(failure);
  });
});

describe("the API's reply to a domain error", () => {
  const staffContext = {
    get: () => ({ userId: 1, email: "staff@example.com", role: "admin", sessionId: "s" }),
  };
  const call = (error: unknown) =>
    crmAction({
      POST: async () => {
        throw error;
      },
    })({
      request: new Request("http://x/api/crm/leads", { method: "POST" }),
      params: {},
      context: staffContext,
    } as never);

  it("answers the same table: 409 with the message, or a field's 400", async () => {
    const conflict = await call(blocked());
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ message: PERSON_BLOCKED_TEXTS.restricted });
    const invalid = await call(new OwnerError("Choose a colleague"));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      message: "Validation failed",
      errors: { ownerId: ["Choose a colleague"] },
    });
  });

  it("rethrows anything else", async () => {
    const failure = new Error("disk full");
    await expect(call(failure)).rejects.toBe(failure);
  });
});

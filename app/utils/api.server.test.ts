/** The API error contract helpers (DESIGN.md "API conventions"). */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  apiError,
  apiJson,
  fieldErrorsFromZod,
  methodNotAllowed,
  notFound,
  readJson,
  tooManyRequests,
  unauthorized,
  validationError,
} from "./api.server";

const post = (body: BodyInit, contentType = "application/json") =>
  new Request("http://localhost/api/contacts", {
    method: "POST",
    body,
    headers: { "Content-Type": contentType },
  });

/** readJson throws a Response: catch it to inspect. */
async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

describe("readJson", () => {
  it("returns the body when it is a JSON object", async () => {
    expect(await readJson(post(JSON.stringify({ email: "a@b.co", nested: { x: 1 } })))).toEqual({
      email: "a@b.co",
      nested: { x: 1 },
    });
  });

  it("throws 400 JSON on malformed JSON", async () => {
    for (const body of ["{", "not json", "", "{'single': 'quotes'}"]) {
      const response = await thrown(readJson(post(body)));
      expect(response.status, body).toBe(400);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toEqual({ message: "Malformed JSON body" });
    }
  });

  it("throws 400 when the JSON is not an object (array, string, number, null)", async () => {
    for (const body of ["[1,2]", '"text"', "42", "null", "true"]) {
      const response = await thrown(readJson(post(body)));
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ message: "The request body must be a JSON object" });
    }
  });
});

describe("fieldErrorsFromZod", () => {
  const schema = z.object({
    name: z.string().min(1, "Name is required"),
    email: z.string().email("Please enter a valid email address"),
    address: z.object({ postcode: z.string().min(5, "Postcode is too short") }),
  });

  it("keys the schema's messages by field, nested paths joined with dots", () => {
    const result = schema.safeParse({ name: "", email: "nope", address: { postcode: "DH1" } });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromZod(result.error!.issues)).toEqual({
      name: ["Name is required"],
      email: ["Please enter a valid email address"],
      "address.postcode": ["Postcode is too short"],
    });
  });

  it("collects several messages for one field, and form-level issues under _form", () => {
    expect(
      fieldErrorsFromZod([
        { path: ["email"], message: "first" },
        { path: ["email"], message: "second" },
        { path: [], message: "whole form" },
      ]),
    ).toEqual({ email: ["first", "second"], _form: ["whole form"] });
  });
});

describe("responses", () => {
  it("validationError: 400 {message, errors}", async () => {
    const response = validationError({ email: ["Please enter a valid email address"] });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Validation failed",
      errors: { email: ["Please enter a valid email address"] },
    });
  });

  it("unauthorized: 401 {message: Unauthorized}", async () => {
    const response = unauthorized();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  it("notFound, methodNotAllowed and apiError(403/413) answer {message} with their status", async () => {
    expect([notFound().status, await notFound("Lead not found").json()]).toEqual([
      404,
      { message: "Lead not found" },
    ]);
    expect(methodNotAllowed().status).toBe(405);
    expect([apiError(403, "Forbidden").status, await apiError(403, "Forbidden").json()]).toEqual([
      403,
      { message: "Forbidden" },
    ]);
    expect(apiError(413, "Request body too large").status).toBe(413);
  });

  it("tooManyRequests: 429 with Retry-After in seconds", async () => {
    const response = tooManyRequests(120);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("120");
    expect(await response.json()).toEqual({
      message: "Too many requests. Please try again later.",
    });
  });

  it("apiJson: JSON with the given status and headers", async () => {
    const response = apiJson({ id: 7 }, 201, { Location: "/api/crm/leads/7" });
    expect(response.status).toBe(201);
    expect(response.headers.get("Location")).toBe("/api/crm/leads/7");
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ id: 7 });
  });
});

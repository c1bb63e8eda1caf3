/** readFormData: a form's line breaks read as a textarea's, its files untouched. */
import { describe, expect, it } from "vitest";
import { readFormData } from "./form-data.server";

const post = (body: BodyInit, type?: string) =>
  new Request("http://localhost/crm/x", {
    method: "POST",
    body,
    headers: type ? { "Content-Type": type } : {},
  });

describe("readFormData", () => {
  it("reads CRLF and lone CR as LF in every text field, from either encoding", async () => {
    const urlencoded = await readFormData(
      post("body=One%0D%0A%0D%0ATwo%0DThree&subject=Plain", "application/x-www-form-urlencoded"),
    );
    expect(urlencoded.get("body")).toBe("One\n\nTwo\nThree");
    expect(urlencoded.get("subject")).toBe("Plain");

    const multipart = new FormData();
    multipart.append("body", "Line one\r\nLine two");
    multipart.append("file", new File(["a\r\nb"], "notes.csv", { type: "text/csv" }));
    const read = await readFormData(post(multipart));
    expect(read.get("body")).toBe("Line one\nLine two");
    const file = read.get("file") as File;
    expect(file.name).toBe("notes.csv");
    expect(await file.text()).toBe("a\r\nb");
  });

  it("refuses what a form does not send (415) and a body it cannot read (400)", async () => {
    await expect(readFormData(post("{}", "application/json"))).rejects.toMatchObject({
      init: { status: 415 },
    });
    await expect(
      readFormData(post("--x\r\nbroken", "multipart/form-data; boundary=y")),
    ).rejects.toMatchObject({ init: { status: 400 } });
  });
});

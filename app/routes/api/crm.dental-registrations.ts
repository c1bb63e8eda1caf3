// STUB: to be built by its issue.
export function loader() {
  return Response.json({ message: "Not implemented" }, { status: 501 });
}

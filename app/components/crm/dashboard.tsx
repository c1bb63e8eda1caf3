/** CONTRACT (implemented by the CRM work): the signed-in dashboard inside the frame. */
export function Dashboard({ data: _data }: { data: unknown }) {
  return null;
}

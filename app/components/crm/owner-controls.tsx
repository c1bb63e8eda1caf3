/**
 * Lead owners on screen: the list's and board's owner filter (Mine / Unassigned / a colleague, in
 * the URL as ?owner=), the "Assign to…" select, and an owner's name in plain words.
 */
import type { OwnerParam } from "~/schemas/owner";
import type { OwnerChoiceView } from "./dashboard-data";
import * as controls from "./controls.css";
import { CRM_TEXTS } from "./texts";

/** An owner as staff read it: the colleague's name (their email), or Unassigned. */
export const ownerLabel = (name: string | null | undefined) => name ?? CRM_TEXTS.owner.unassigned;

/**
 * The filter's select; part of the page's GET form, so it works without JavaScript. "Everyone's"
 * is no value where that is the page's default, and "all" where the page starts elsewhere (a
 * member's leads list starts at Mine).
 */
export function OwnerFilter({
  id,
  value,
  owners,
  myId,
  everyoneValue = "",
}: {
  id: string;
  value: OwnerParam | undefined;
  owners: OwnerChoiceView[];
  myId: number;
  everyoneValue?: "" | "all";
}) {
  return (
    <div className={controls.inlineField}>
      <label htmlFor={id} className={controls.label}>
        {CRM_TEXTS.owner.label}
      </label>
      <select
        id={id}
        name="owner"
        defaultValue={value === undefined || value === "all" ? everyoneValue : String(value)}
        className={`${controls.control} ${controls.ownerFilterSelect}`}
      >
        <option value={everyoneValue}>{CRM_TEXTS.owner.everyone}</option>
        <option value="me">{CRM_TEXTS.owner.mine}</option>
        <option value="none">{CRM_TEXTS.owner.unassigned}</option>
        {owners
          .filter((owner) => owner.id !== myId)
          .map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.name}
            </option>
          ))}
      </select>
    </div>
  );
}

/** The colleagues a lead (or follow-up) can be given to, and Unassigned ("none"). */
export function OwnerSelect({
  id,
  label,
  owners,
  defaultValue,
  name = "ownerId",
  form,
}: {
  id: string;
  label: string;
  owners: OwnerChoiceView[];
  defaultValue: number | null;
  name?: string;
  form?: string;
}) {
  return (
    <div className={controls.inlineField}>
      <label htmlFor={id} className={controls.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        form={form}
        defaultValue={defaultValue === null ? "none" : String(defaultValue)}
        className={`${controls.control} ${controls.ownerSelect}`}
      >
        <option value="none">{CRM_TEXTS.owner.unassigned}</option>
        {owners.map((owner) => (
          <option key={owner.id} value={owner.id}>
            {owner.name}
          </option>
        ))}
      </select>
    </div>
  );
}

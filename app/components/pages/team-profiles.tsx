/** The four team profiles, shared by /about and /team (one data source: content/team.json). */
import team from "../../../content/team.json";
import * as s from "./page.css";
import * as t from "./team-profiles.css";

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** A square photo under public/ (e.g. /team/name.jpg); without one, the initials show. */
  photo?: string;
}

export const TEAM: readonly TeamMember[] = team.members;
export const TEAM_PAGE = team.page;
export const TEAM_META = team.meta;

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join("");
}

/** Decorative initials avatar (no external image); the name is in the heading beside it. */
function InitialsAvatar({ name }: { name: string }) {
  return (
    <svg className={t.avatar} viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="36" fill="#0b3a5b" />
      <text
        x="36"
        y="37"
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize="26"
        fontWeight="700"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
      >
        {initials(name)}
      </text>
    </svg>
  );
}

export function TeamProfiles({ members = TEAM }: { members?: readonly TeamMember[] }) {
  return (
    <ul className={`${s.cardGrid} ${t.teamGrid}`} aria-label="Team members">
      {members.map((member) => (
        <li key={member.name} className={`${s.card} ${t.profile}`}>
          {member.photo ? (
            // Decorative: the name is the heading beside it.
            <img
              className={t.avatar}
              src={member.photo}
              alt=""
              width={72}
              height={72}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <InitialsAvatar name={member.name} />
          )}
          <div>
            <h3 className={s.cardTitle}>{member.name}</h3>
            <p className={t.role}>{member.role}</p>
          </div>
          <p className={t.bio}>{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}

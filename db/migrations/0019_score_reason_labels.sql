-- Score reasons stored before this change named the industry and the source by their stored
-- codes ("Target industry (financial)", "Source: social"); the rule (app/models/lead-score.server.ts)
-- now writes the labels staff see ("Target industry (Financial)", "Source: Social", as labelOf in
-- app/schemas/lead.ts: each hyphen a space, each word capitalised). The stored reasons are
-- rewritten the same way, in order; every other reason is left as it is.
UPDATE "leads" SET "score_reasons" = (
  SELECT jsonb_agg(
    CASE
      WHEN "r"."elem"->>'reason' ~ '^Target industry \([a-z-]+\)$' THEN jsonb_set(
        "r"."elem",
        '{reason}',
        to_jsonb('Target industry (' || initcap(replace(substring("r"."elem"->>'reason' from '^Target industry \(([a-z-]+)\)$'), '-', ' ')) || ')')
      )
      WHEN "r"."elem"->>'reason' ~ '^Source: [a-z-]+$' THEN jsonb_set(
        "r"."elem",
        '{reason}',
        to_jsonb('Source: ' || initcap(replace(substring("r"."elem"->>'reason' from '^Source: ([a-z-]+)$'), '-', ' ')))
      )
      ELSE "r"."elem"
    END
    ORDER BY "r"."ord"
  )
  FROM jsonb_array_elements("leads"."score_reasons") WITH ORDINALITY AS "r"("elem", "ord")
)
WHERE "score_reasons"::text ~ '"(Target industry \([a-z-]+\)|Source: [a-z-]+)"';

-- The CRM names the product DentalIQ (docs/decisions/050): the source code "dental-intelligence"
-- now reads "DentalIQ", so a stored score reason "Source: Dental Intelligence" (written by the
-- rule, or by migration 0019) reads as the rule writes it now. Every other reason stays.
UPDATE "leads" SET "score_reasons" = (
  SELECT jsonb_agg(
    CASE
      WHEN "r"."elem"->>'reason' = 'Source: Dental Intelligence'
        THEN jsonb_set("r"."elem", '{reason}', to_jsonb('Source: DentalIQ'::text))
      ELSE "r"."elem"
    END
    ORDER BY "r"."ord"
  )
  FROM jsonb_array_elements("leads"."score_reasons") WITH ORDINALITY AS "r"("elem", "ord")
)
WHERE "score_reasons"::text LIKE '%"Source: Dental Intelligence"%';

/**
 * The pipeline board (/crm/pipeline): a column per status with its count and total value, cards
 * with name, company, value and next follow-up. Each card's "Move to…" is a plain form (works
 * without JavaScript, and is the keyboard way to move); with JavaScript a card can also be
 * dragged to a column. Closed Lost asks for the reason: a drop there opens the card's form on it.
 */
import { useEffect, useRef, useState } from "react";
import type { PipelineCard, PipelineColumn } from "~/models/pipeline.server";
import { Form, Link, href, useFetcher, useLocation } from "react-router";
import { LEAD_INDUSTRIES, LEAD_SOURCES, labelOf } from "~/schemas/lead";
import { useHydrated } from "~/components/shell/use-hydrated";
import { CodeFilter, VisuallyHidden } from "../crm/controls";
import { SEARCH_MAX_LENGTH } from "../crm/dashboard-data";
import { DueTime } from "../crm/due-time";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import { formatPounds } from "../lead/deal-section";
import { type MoveActionData, MoveLeadFields, moveAction } from "../lead/move-lead-form";
import { MOVE_TEXTS } from "../lead/texts";
import * as board from "./pipeline.css";
import { OwnerFilter, ownerLabel } from "../crm/owner-controls";
import type { OwnerChoiceView } from "../crm/dashboard-data";
import type { OwnerParam } from "~/schemas/owner";
import { PIPELINE_TEXTS } from "./texts";

export interface PipelineData {
  columns: PipelineColumn[];
  filters: { q: string; source: string; industry: string; owner: OwnerParam | undefined };
  owners: OwnerChoiceView[];
  myId: number;
}

/** The first message of a refused drop (a restricted person, say). */
const dropReason = (data: MoveActionData) =>
  Object.values(data.result?.error ?? {})
    .flat()
    .find(Boolean);

export function PipelineBoard({ data }: { data: PipelineData }) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const hydrated = useHydrated();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<string | null>(null);
  /** A drop on Closed Lost: that card's form opens on it and asks why. */
  const [asked, setAsked] = useState<{ id: number; status: string } | null>(null);
  const dropFetcher = useFetcher<MoveActionData>();

  const drop = (status: string) => {
    const id = dragging;
    setDragging(null);
    setOver(null);
    if (id === null) return;
    const card = data.columns.flatMap((c) => c.cards).find((c) => c.id === id);
    if (!card || card.status === status) return;
    if (status === "closed-lost") {
      setAsked({ id, status });
      return;
    }
    void dropFetcher.submit(
      { status, returnTo },
      { method: "post", action: moveAction(id), preventScrollReset: true },
    );
  };

  return (
    <section aria-labelledby="pipeline-title">
      <h1 id="pipeline-title">{PIPELINE_TEXTS.title}</h1>
      <Filters filters={data.filters} owners={data.owners} myId={data.myId} />
      {hydrated ? <p className={pageParts.statHint}>{PIPELINE_TEXTS.dragHint}</p> : null}
      {dropFetcher.state === "idle" && dropFetcher.data?.result?.status === "error" ? (
        <p className={controls.formError} role="alert">
          {MOVE_TEXTS.failed}
          {dropReason(dropFetcher.data) ? `: ${dropReason(dropFetcher.data)}` : ""}
        </p>
      ) : null}
      {/* Focusable and named: the board scrolls sideways here, never the page (keyboard: arrows). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region's keys */}
      <div className={board.scroller} role="region" aria-label={PIPELINE_TEXTS.board} tabIndex={0}>
        <ul className={board.board} aria-label={PIPELINE_TEXTS.columns}>
          {data.columns.map((column) => (
            <li
              key={column.status}
              className={`${board.column} ${over === column.status ? board.columnTarget : ""}`}
              aria-labelledby={`column-${column.status}`}
              data-testid={`column-${column.status}`}
              onDragOver={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                setOver(column.status);
              }}
              onDragLeave={() => setOver((s) => (s === column.status ? null : s))}
              onDrop={(event) => {
                event.preventDefault();
                drop(column.status);
              }}
            >
              <h2 id={`column-${column.status}`} className={board.columnTitle}>
                {labelOf(column.status)}
              </h2>
              <p className={board.columnSummary} data-testid="column-summary">
                {PIPELINE_TEXTS.leads(column.count)} · {formatPounds(column.total)}
                {column.cards.length < column.count ? (
                  <> {PIPELINE_TEXTS.newestShown(column.cards.length)}</>
                ) : null}
              </p>
              {column.cards.length ? (
                // Scrolls within the column: focusable so the keyboard can scroll it too.
                <ul
                  className={board.cards}
                  aria-label={PIPELINE_TEXTS.columnLeads(labelOf(column.status))}
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region
                  tabIndex={0}
                  data-testid="column-cards"
                >
                  {column.cards.map((card) => (
                    <Card
                      key={card.id}
                      card={card}
                      returnTo={returnTo}
                      draggable={hydrated}
                      onDragStart={() => setDragging(card.id)}
                      onDragEnd={() => {
                        setDragging(null);
                        setOver(null);
                      }}
                      asked={asked?.id === card.id ? asked.status : undefined}
                    />
                  ))}
                </ul>
              ) : (
                <p>{PIPELINE_TEXTS.noCards}</p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Card({
  card,
  returnTo,
  draggable,
  onDragStart,
  onDragEnd,
  asked,
}: {
  card: PipelineCard;
  returnTo: string;
  draggable: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  asked?: string;
}) {
  const fetcher = useFetcher<MoveActionData>();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const name = `${card.firstName} ${card.lastName}`.trim();
  const idBase = `move-${card.id}`;
  const errors = fetcher.data?.result?.error ?? undefined;
  useEffect(() => {
    if (!asked || !detailsRef.current) return;
    detailsRef.current.open = true;
    const select = document.getElementById(`${idBase}-status`) as HTMLSelectElement | null;
    if (select) select.value = asked;
    document.getElementById(`${idBase}-lostReason`)?.focus();
  }, [asked, idBase]);
  return (
    <li
      className={board.card}
      draggable={draggable || undefined}
      onDragStart={(event) => {
        event.dataTransfer.setData("text/plain", String(card.id));
        event.dataTransfer.effectAllowed = "move";
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      data-testid="pipeline-card"
      data-lead-id={card.id}
    >
      <p className={board.cardName}>
        <Link to={href("/crm/leads/:id", { id: String(card.id) })}>{name}</Link>
      </p>
      {card.company ? <p className={board.cardLine}>{card.company}</p> : null}
      <p className={board.cardLine}>
        {PIPELINE_TEXTS.value} {formatPounds(card.estimatedValue)}
      </p>
      <p className={board.cardLine}>
        {PIPELINE_TEXTS.owner} {ownerLabel(card.ownerName)}
      </p>
      <p className={board.cardLine}>
        {PIPELINE_TEXTS.nextFollowUp}{" "}
        {card.nextFollowUp ? <DueTime due={card.nextFollowUp} /> : PIPELINE_TEXTS.nonePlanned}
      </p>
      <details ref={detailsRef} className={controls.details_} open={errors ? true : undefined}>
        <summary className={controls.summaryButton}>
          {MOVE_TEXTS.moveTo}
          <VisuallyHidden> {name}</VisuallyHidden>
        </summary>
        <fetcher.Form method="post" action={moveAction(card.id)} preventScrollReset>
          <input type="hidden" name="returnTo" value={returnTo} />
          {errors?.[""]?.[0] ? <p className={controls.formError}>{errors[""][0]}</p> : null}
          <MoveLeadFields
            idBase={idBase}
            status={card.status}
            leadName={name}
            errors={errors}
            values={fetcher.data?.result?.initialValue ?? undefined}
          />
          <div className={controls.formActions}>
            <button type="submit" className={controls.button.primary}>
              {MOVE_TEXTS.move}
              <VisuallyHidden> {name}</VisuallyHidden>
            </button>
          </div>
        </fetcher.Form>
      </details>
    </li>
  );
}

function Filters({
  filters,
  owners,
  myId,
}: {
  filters: PipelineData["filters"];
  owners: OwnerChoiceView[];
  myId: number;
}) {
  const active = Boolean(
    filters.q || filters.source || filters.industry || filters.owner !== undefined,
  );
  return (
    <Form
      method="get"
      role="search"
      aria-label={PIPELINE_TEXTS.filterForm}
      className={controls.searchForm}
    >
      <div className={controls.inlineField}>
        <label htmlFor="pipeline-q" className={controls.label}>
          {PIPELINE_TEXTS.search}
        </label>
        <input
          id="pipeline-q"
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={SEARCH_MAX_LENGTH}
          className={controls.control}
        />
      </div>
      <CodeFilter
        id="pipeline-source"
        name="source"
        label={PIPELINE_TEXTS.fields.source}
        value={filters.source}
        anyLabel={PIPELINE_TEXTS.anySource}
        codes={LEAD_SOURCES}
      />
      <CodeFilter
        id="pipeline-industry"
        name="industry"
        label={PIPELINE_TEXTS.fields.industry}
        value={filters.industry}
        anyLabel={PIPELINE_TEXTS.anyIndustry}
        codes={LEAD_INDUSTRIES}
      />
      <OwnerFilter id="pipeline-owner" value={filters.owner} owners={owners} myId={myId} />
      <button type="submit" className={controls.button.secondary}>
        {PIPELINE_TEXTS.filter}
      </button>
      {active ? <Link to={href("/crm/pipeline")}>{PIPELINE_TEXTS.clear}</Link> : null}
    </Form>
  );
}

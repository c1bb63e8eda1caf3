/**
 * The pipeline board (/crm/pipeline): a column per status with its count and total value, and its
 * newest cards (name, company, value, owner, next follow-up); "Show all" opens one column in full.
 * A card's "Move to…" is a link to the lead's move page (works without JavaScript); with
 * JavaScript it opens one shared move dialog instead, and a card can also be dragged to a column
 * (a drop on Closed Lost opens the dialog on it, asking why). After a move, focus goes to the
 * moved card's "Move to…" in its new column. The form is not repeated per card: the board's page
 * stays small at hundreds of leads (decision 047).
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
import {
  type MoveActionData,
  MoveLeadFields,
  cardAnchor,
  moveAction,
} from "../lead/move-lead-form";
import { LEAD_TEXTS, MOVE_TEXTS } from "../lead/texts";
import * as board from "./pipeline.css";
import { OwnerFilter, ownerLabel } from "../crm/owner-controls";
import type { OwnerChoiceView } from "../crm/dashboard-data";
import type { OwnerParam } from "~/schemas/owner";
import { PIPELINE_TEXTS } from "./texts";

export interface PipelineData {
  columns: PipelineColumn[];
  filters: {
    q: string;
    source: string;
    industry: string;
    owner: OwnerParam | undefined;
    /** The column shown in full ("Show all"), if any. */
    open?: string;
  };
  /** The most cards an opened column shows. */
  openLimit: number;
  owners: OwnerChoiceView[];
  myId: number;
}

/** The first message of a refused move (a restricted person, say). */
const refusalOf = (data: MoveActionData | undefined) =>
  Object.values(data?.result?.error ?? {})
    .flat()
    .find(Boolean);

const cardName = (card: PipelineCard) => `${card.firstName} ${card.lastName}`.trim();

/** The moved card's "Move to…" in its new column; else that column's card list (it may be past the newest shown). */
function focusMoved(id: number, status: string | undefined) {
  const trigger = document.querySelector<HTMLElement>(`[data-lead-id="${id}"] [data-move]`);
  const target =
    trigger ??
    document.querySelector<HTMLElement>(
      `[data-testid="column-${status}"] [data-testid="column-cards"]`,
    );
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "nearest", inline: "nearest" });
}

export function PipelineBoard({ data }: { data: PipelineData }) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const hydrated = useHydrated();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<string | null>(null);
  /** The card the move dialog is open for, and the status it opened on. */
  const [moving, setMoving] = useState<{ card: PipelineCard; status: string; n: number } | null>(
    null,
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  const moveFetcher = useFetcher<MoveActionData>();
  const dropFetcher = useFetcher<MoveActionData>();
  /** A move sent and not yet settled: which card, to which status, and the answer before it. */
  const sent = useRef<{
    id: number;
    status: string;
    via: "dialog" | "drop";
    before: unknown;
  } | null>(null);

  const openMove = (card: PipelineCard, status = card.status) =>
    setMoving((m) => ({ card, status, n: (m?.n ?? 0) + 1 }));

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!moving || !dialog) return;
    if (!dialog.open) dialog.showModal();
    const field = moving.status === "closed-lost" ? "lostReason" : "status";
    document.getElementById(`move-dialog-${field}`)?.focus();
  }, [moving]);

  // Once a move has settled (the board reloaded), the dialog closes and focus follows the card.
  const settled = moveFetcher.state === "idle" && dropFetcher.state === "idle";
  useEffect(() => {
    const move = sent.current;
    if (!settled || !move) return;
    sent.current = null;
    const answer = move.via === "dialog" ? moveFetcher.data : dropFetcher.data;
    const refused = answer !== move.before && answer?.result?.status === "error";
    if (refused && dialogRef.current?.open) return;
    if (dialogRef.current?.open) dialogRef.current.close();
    focusMoved(move.id, move.status);
  }, [settled, moveFetcher.data, dropFetcher.data, data]);

  const drop = (status: string) => {
    const id = dragging;
    setDragging(null);
    setOver(null);
    if (id === null) return;
    const card = data.columns.flatMap((c) => c.cards).find((c) => c.id === id);
    if (!card || card.status === status) return;
    if (status === "closed-lost") {
      openMove(card, status);
      return;
    }
    sent.current = { id, status, via: "drop", before: dropFetcher.data };
    void dropFetcher.submit(
      { status, returnTo },
      { method: "post", action: moveAction(id), preventScrollReset: true },
    );
  };

  const movingName = moving ? cardName(moving.card) : "";
  const moveAnswer = moveFetcher.data?.leadId === moving?.card.id ? moveFetcher.data : undefined;
  const moveErrors = moveAnswer?.result?.error ?? undefined;
  const dropRefusal =
    dropFetcher.state === "idle" && dropFetcher.data?.result?.status === "error"
      ? refusalOf(dropFetcher.data)
      : undefined;

  return (
    <section aria-labelledby="pipeline-title">
      <h1 id="pipeline-title">{PIPELINE_TEXTS.title}</h1>
      <Filters filters={data.filters} owners={data.owners} myId={data.myId} />
      {hydrated ? <p className={pageParts.statHint}>{PIPELINE_TEXTS.dragHint}</p> : null}
      {dropFetcher.state === "idle" && dropFetcher.data?.result?.status === "error" ? (
        <p className={controls.formError} role="alert">
          {MOVE_TEXTS.failed}
          {dropRefusal ? `: ${dropRefusal}` : ""}
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
                      hydrated={hydrated}
                      onMove={() => openMove(card)}
                      onDragStart={() => setDragging(card.id)}
                      onDragEnd={() => {
                        setDragging(null);
                        setOver(null);
                      }}
                    />
                  ))}
                </ul>
              ) : (
                <p>{PIPELINE_TEXTS.noCards}</p>
              )}
              <ShowAll column={column} open={data.filters.open} limit={data.openLimit} />
            </li>
          ))}
        </ul>
      </div>
      {hydrated ? (
        <dialog
          ref={dialogRef}
          className={`${controls.dialog} ${board.moveDialog}`}
          aria-labelledby="move-dialog-title"
          onClose={() => setMoving(null)}
          data-testid="move-dialog"
        >
          {moving ? (
            <>
              <h2 id="move-dialog-title" className={controls.dialogTitle}>
                {LEAD_TEXTS.formPages.moveTitle(movingName)}
              </h2>
              <p>{LEAD_TEXTS.formPages.nowIn(labelOf(moving.card.status))}</p>
              {moveErrors?.[""]?.[0] ? (
                <p className={controls.formError}>{moveErrors[""][0]}</p>
              ) : null}
              <moveFetcher.Form
                method="post"
                action={moveAction(moving.card.id)}
                preventScrollReset
                onSubmit={(event) => {
                  sent.current = {
                    id: moving.card.id,
                    status: String(new FormData(event.currentTarget).get("status")),
                    via: "dialog",
                    before: moveFetcher.data,
                  };
                }}
              >
                <input type="hidden" name="returnTo" value={returnTo} />
                <MoveLeadFields
                  key={`${moving.card.id}-${moving.n}-${moveAnswer ? "answered" : ""}`}
                  idBase="move-dialog"
                  status={moving.status}
                  leadName={movingName}
                  errors={moveErrors}
                  values={moveAnswer?.result?.initialValue ?? undefined}
                />
                <div className={controls.formActions}>
                  <button type="submit" className={controls.button.primary}>
                    {MOVE_TEXTS.move}
                    <VisuallyHidden> {movingName}</VisuallyHidden>
                  </button>
                  <button
                    type="button"
                    className={controls.button.secondary}
                    onClick={() => dialogRef.current?.close()}
                  >
                    {MOVE_TEXTS.cancel}
                  </button>
                </div>
              </moveFetcher.Form>
            </>
          ) : null}
        </dialog>
      ) : null}
    </section>
  );
}

/** "Show all 37" under a column showing its newest only; "Show fewer" under the opened one. */
function ShowAll({
  column,
  open,
  limit,
}: {
  column: PipelineColumn;
  open: string | undefined;
  limit: number;
}) {
  const location = useLocation();
  const isOpen = open === column.status;
  const more = column.cards.length < column.count;
  if (!isOpen && !more) return null;
  const params = new URLSearchParams(location.search);
  if (isOpen) params.delete("open");
  else params.set("open", column.status);
  const search = params.toString();
  const label = labelOf(column.status);
  return (
    <p className={board.showAll}>
      <Link to={`${location.pathname}${search ? `?${search}` : ""}`} preventScrollReset>
        {isOpen
          ? PIPELINE_TEXTS.showFewer
          : column.count > limit
            ? PIPELINE_TEXTS.showNewest(limit)
            : PIPELINE_TEXTS.showAll(column.count)}
        <VisuallyHidden> {PIPELINE_TEXTS.inColumn(label)}</VisuallyHidden>
      </Link>
    </p>
  );
}

function Card({
  card,
  returnTo,
  hydrated,
  onMove,
  onDragStart,
  onDragEnd,
}: {
  card: PipelineCard;
  returnTo: string;
  hydrated: boolean;
  onMove: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
}) {
  const name = cardName(card);
  const label = (
    <>
      {MOVE_TEXTS.moveTo}
      <VisuallyHidden>{` ${name}`}</VisuallyHidden>
    </>
  );
  return (
    <li
      className={board.card}
      draggable={hydrated || undefined}
      onDragStart={(event) => {
        event.dataTransfer.setData("text/plain", String(card.id));
        event.dataTransfer.effectAllowed = "move";
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      id={cardAnchor(card.id)}
      data-testid="pipeline-card"
      data-lead-id={card.id}
    >
      <Link to={href("/crm/leads/:id", { id: String(card.id) })} className={board.cardName}>
        {name}
      </Link>
      {card.company ? <span className={board.cardLine}>{card.company}</span> : null}
      {/* One text each (no React text separators): hundreds of cards, every byte counts. */}
      <span className={board.cardLine}>
        {`${PIPELINE_TEXTS.value} ${formatPounds(card.estimatedValue)}`}
      </span>
      <span className={board.cardLine}>
        {`${PIPELINE_TEXTS.owner} ${ownerLabel(card.ownerName)}`}
      </span>
      <span className={board.cardLine}>
        {`${PIPELINE_TEXTS.nextFollowUp} `}
        {card.nextFollowUp ? <DueTime due={card.nextFollowUp} /> : PIPELINE_TEXTS.nonePlanned}
      </span>
      {hydrated ? (
        <button
          type="button"
          className={board.moveButton}
          aria-haspopup="dialog"
          onClick={onMove}
          data-move
        >
          {label}
        </button>
      ) : (
        <Link
          to={`${moveAction(card.id)}?returnTo=${encodeURIComponent(returnTo)}`}
          className={board.moveButton}
          data-move
        >
          {label}
        </Link>
      )}
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

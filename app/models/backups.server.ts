/**
 * Online backups of the embedded database (PGlite), and their restore. docs/decisions/055-online-backups-of-the-embedded-database.md
 *
 * A backup is made while the server serves: PGlite's transaction and query locks are taken (no
 * transaction is half-done, no statement runs), a CHECKPOINT writes every change to the data
 * files, and the data directory is copied file by file with asynchronous copies; the locks are
 * then released and the copy is archived (tar, gzip, optionally AES-256-GCM) off the locks.
 * Staff requests that need the database wait for the copy only; public pages do not wait.
 *
 * One file per backup: a 4 KiB header (magic line, then JSON: time, schema version, sha256 of
 * what follows, encryption parameters) and the archive. The file is written under a temporary
 * name with the header left blank, fsynced, given its header, fsynced again and renamed: a backup
 * cut short (kill -9, a full disk) is a `.partial` file with no header, which restore refuses.
 *
 * The parts: ./backup-file.server.ts (the format, settings and refusals), ./backup-run.server.ts
 * (making backups, pruning, the copy command) and ./backup-restore.server.ts (restore, erasures
 * made again, databases set aside). This module gathers them under the one name callers use.
 */
export * from "./backup-file.server";
export * from "./backup-run.server";
export * from "./backup-restore.server";

-- Uploaded files in the database, for many instances without an S3 bucket
-- (providers/storage-database.ts). A file is a row naming it and its bytes in
-- chunks of at most 256 KiB, so a reader streams it chunk by chunk. Chunks
-- belong to one version (file_id), not to the key: a reader that started on a
-- version never mixes in the chunks of a later put under the same key.
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL UNIQUE,
	"size_bytes" bigint NOT NULL,
	"chunk_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file_chunks" (
	"file_id" uuid NOT NULL REFERENCES "stored_files"("file_id") ON DELETE CASCADE,
	"chunk_no" integer NOT NULL,
	"data" bytea NOT NULL,
	PRIMARY KEY ("file_id", "chunk_no")
);

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "is_admin" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "default_search_order" TEXT NOT NULL DEFAULT 'date',
    "default_search_duration" TEXT NOT NULL DEFAULT 'medium',
    "default_view_mode" TEXT NOT NULL DEFAULT 'thumbnail',
    "encryption_salt" TEXT NOT NULL,
    "kdf_iterations" INTEGER NOT NULL DEFAULT 100000,
    "wrapped_note_key" TEXT,
    "wrapped_note_key_iv" TEXT,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_created_at_id_idx" ON "users"("created_at", "id");

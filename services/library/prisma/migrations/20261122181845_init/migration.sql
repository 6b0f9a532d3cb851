-- CreateTable
CREATE TABLE "favorite_channels" (
    "user_id" TEXT NOT NULL,
    "channel_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "thumbnail_url" TEXT NOT NULL,
    "subscriber_count" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "favorite_channels_pkey" PRIMARY KEY ("user_id","channel_id")
);

-- CreateTable
CREATE TABLE "notes" (
    "id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "is_encrypted" BOOLEAN NOT NULL,
    "note" TEXT NOT NULL,
    "video_id" TEXT NOT NULL,
    "video_title" TEXT NOT NULL,
    "video_thumbnail_url" TEXT NOT NULL,
    "timestamp_seconds" DOUBLE PRECISION,
    "timestamp_cipher" TEXT,
    "content_iv" TEXT,
    "video_id_iv" TEXT,
    "video_title_iv" TEXT,
    "video_thumbnail_iv" TEXT,
    "timestamp_iv" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "favorite_channels_user_id_created_at_idx" ON "favorite_channels"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "notes_user_id_created_at_id_idx" ON "notes"("user_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "notes_user_id_is_encrypted_created_at_id_idx" ON "notes"("user_id", "is_encrypted", "created_at", "id");

-- CreateIndex
CREATE INDEX "notes_user_id_video_id_idx" ON "notes"("user_id", "video_id");

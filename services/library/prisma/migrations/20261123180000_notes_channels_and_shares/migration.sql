-- Notes keep the video's channel (ciphertext with its own IV for encrypted notes); older notes get ''
-- and are shown under "Unknown channel".
-- AlterTable
ALTER TABLE "notes" ADD COLUMN     "channel_id" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "channel_id_iv" TEXT,
ADD COLUMN     "channel_title" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "channel_title_iv" TEXT;

-- CreateTable
CREATE TABLE "note_shares" (
    "token" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "video_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "note_shares_pkey" PRIMARY KEY ("token")
);

-- CreateIndex
CREATE UNIQUE INDEX "note_shares_user_id_video_id_key" ON "note_shares"("user_id", "video_id");

-- CreateTable
CREATE TABLE "playback_positions" (
    "user_id" UUID NOT NULL,
    "video_id" TEXT NOT NULL,
    "seconds" DOUBLE PRECISION NOT NULL,
    "duration_seconds" DOUBLE PRECISION NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "playback_positions_pkey" PRIMARY KEY ("user_id","video_id")
);

-- CreateIndex
CREATE INDEX "playback_positions_user_id_updated_at_idx" ON "playback_positions"("user_id", "updated_at");

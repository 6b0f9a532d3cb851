#!/bin/sh
# The compose demo: an upstream without a real key goes to the sandbox service, so one `.env` line
# (a real key) switches the sandbox off for that upstream alone. Without SANDBOX_URL_BASE this does
# nothing (Kubernetes and real deployments pass their settings directly).
set -eu
# Compose passes the profiles it runs with (docker-compose.yml): the sandbox service runs only under
# `demo`, so without it nothing points there and an upstream without a key keeps its real default.
if [ -n "${COMPOSE_PROFILES+set}" ]; then
  case ",$(printf '%s' "$COMPOSE_PROFILES" | tr -d ' ')," in
    *,demo,*) ;;
    *) unset SANDBOX_URL_BASE ;;
  esac
fi
if [ -n "${SANDBOX_URL_BASE:-}" ]; then
  internal="$SANDBOX_URL_BASE"
  public="${SANDBOX_PUBLIC_BASE:-http://localhost}"
  port="${SANDBOX_PORT_BASE:-9100}"
  if [ -z "${YOUTUBE_API_KEY:-}" ]; then
    export YOUTUBE_API_KEY=sandbox-key DEMO_MODE=true
    export YOUTUBE_API_BASE_URL="$internal:$((port + 1))/youtube/v3"
    export PLAYER_SCRIPT_URL="$public:$((port + 1))/iframe_api" PLAYER_HOST="$public:$((port + 1))"
    # SponsorBlock and DeArrow's stand-ins describe the sandbox's videos and share its port.
    if [ -z "${SPONSORBLOCK_BASE_URL:-}" ]; then
      export SPONSORBLOCK_BASE_URL="$internal:$((port + 1))/sponsorblock"
      export DEARROW_THUMBNAIL_BASE_URL="$public:$((port + 1))/dearrow-thumb"
    fi
  fi
  if [ -z "${ZENQUOTES_BASE_URL:-}" ]; then export ZENQUOTES_BASE_URL="$internal:$((port + 2))"; fi
  if [ -z "${UNSPLASH_ACCESS_KEY:-}" ]; then
    export UNSPLASH_ACCESS_KEY=sandbox-access-key UNSPLASH_BASE_URL="$internal:$((port + 3))"
  fi
  # Only billing gets the secret the Stripe sandbox signs its webhooks with.
  if [ -z "${STRIPE_SECRET_KEY:-}" ] && [ -n "${SANDBOX_WEBHOOK_SECRET:-}" ]; then
    export STRIPE_SECRET_KEY=sk_test_sandbox STRIPE_API_URL="$internal:$((port + 4))"
    export STRIPE_WEBHOOK_SECRET="$SANDBOX_WEBHOOK_SECRET"
  fi
fi
exec "$@"

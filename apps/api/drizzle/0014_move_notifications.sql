-- Each event once: the alert log keeps one row per trade event, in the order members saw them.
-- Its seq is the first of the event's old rows, so a stream resuming from an old event id
-- neither replays that event nor misses the next ones.
INSERT INTO "alert_events" ("seq", "trade_id", "event_key", "type", "payload", "public_payload", "created_at")
SELECT min(n."seq"), n."trade_id", n."event_key", n."type",
  coalesce(
    (SELECT f."payload" FROM "notifications" f
      WHERE f."event_key" = n."event_key" AND (f."payload" ->> 'full')::boolean LIMIT 1),
    (array_agg(n."payload"))[1]),
  CASE WHEN bool_or(NOT (n."payload" ->> 'full')::boolean) OR n."type" IN ('published', 'closed', 'cancelled')
    THEN jsonb_build_object('symbol', (array_agg(n."payload"))[1] -> 'symbol',
      'side', (array_agg(n."payload"))[1] -> 'side', 'status', (array_agg(n."payload"))[1] -> 'status',
      'full', false, 'data', '{}'::jsonb)
  END,
  min(n."created_at")
FROM "notifications" n
GROUP BY n."trade_id", n."event_key", n."type";
--> statement-breakpoint
-- New events come after every old id.
SELECT setval(pg_get_serial_sequence('alert_events', 'seq'),
  greatest((SELECT max("seq") FROM "notifications"), (SELECT max("seq") FROM "alert_events"), 1));
--> statement-breakpoint
-- A member's cursor stops before their oldest unread alert (after every event when none is unread).
INSERT INTO "notification_cursors" ("user_id", "read_seq", "read_at")
SELECT n."user_id",
  coalesce(min(e."seq") FILTER (WHERE n."read_at" IS NULL) - 1, (SELECT max("seq") FROM "alert_events")),
  coalesce(max(n."read_at"), now())
FROM "notifications" n JOIN "alert_events" e ON e."event_key" = n."event_key"
GROUP BY n."user_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Above the cursor, every event counts as read but the member's unread alerts (an event they had
-- no alert of, by their plan or choices then, does not turn up unread).
INSERT INTO "notification_reads" ("user_id", "seq", "read_at")
SELECT c."user_id", e."seq", c."read_at"
FROM "notification_cursors" c
JOIN "alert_events" e ON e."seq" > c."read_seq"
WHERE NOT EXISTS (
  SELECT 1 FROM "notifications" n
  WHERE n."user_id" = c."user_id" AND n."event_key" = e."event_key" AND n."read_at" IS NULL)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Everyone else starts after every event: nothing of the past turns up unread.
INSERT INTO "notification_cursors" ("user_id", "read_seq", "read_at")
SELECT u."id", (SELECT coalesce(max("seq"), 0) FROM "alert_events"), now()
FROM "users" u
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- E-mails: what was sent stays sent; what was waiting goes out with the member's next digest.
INSERT INTO "notification_deliveries" ("seq", "user_id", "channel", "digest", "status", "created_at", "sent_at")
SELECT e."seq", m."user_id", 'email', m."status" = 'pending' OR m."digest",
  CASE m."status" WHEN 'pending' THEN 'pending' WHEN 'sent' THEN 'sent' ELSE 'skipped' END,
  m."created_at", m."sent_at"
FROM "notification_emails" m
JOIN "notifications" n ON n."id" = m."notification_id"
JOIN "alert_events" e ON e."event_key" = n."event_key"
ON CONFLICT DO NOTHING;

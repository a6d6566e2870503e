CREATE TABLE `event_guest_counts` (
	`event_id` text NOT NULL,
	`rsvp_status` text NOT NULL,
	`guests` integer NOT NULL,
	`seats` integer NOT NULL,
	PRIMARY KEY(`event_id`, `rsvp_status`),
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `event_guest_counts` (`event_id`, `rsvp_status`, `guests`, `seats`)
SELECT `event_id`, `rsvp_status`, count(*), coalesce(sum(`party_size`), 0) FROM `guests` WHERE true GROUP BY `event_id`, `rsvp_status`;
--> statement-breakpoint
-- Every write to `guests` keeps the counts: the app never writes them itself, so no write path
-- (an RSVP, an import, a removal, an event deleted with its guests) can forget them.
CREATE TRIGGER `guests_counts_after_insert` AFTER INSERT ON `guests` BEGIN
  INSERT INTO `event_guest_counts` (`event_id`, `rsvp_status`, `guests`, `seats`) VALUES (NEW.`event_id`, NEW.`rsvp_status`, 1, NEW.`party_size`)
  ON CONFLICT (`event_id`, `rsvp_status`) DO UPDATE SET `guests` = `guests` + 1, `seats` = `seats` + excluded.`seats`;
END;
--> statement-breakpoint
CREATE TRIGGER `guests_counts_after_delete` AFTER DELETE ON `guests` BEGIN
  UPDATE `event_guest_counts` SET `guests` = `guests` - 1, `seats` = `seats` - OLD.`party_size`
  WHERE `event_id` = OLD.`event_id` AND `rsvp_status` = OLD.`rsvp_status`;
END;
--> statement-breakpoint
CREATE TRIGGER `guests_counts_after_update` AFTER UPDATE OF `event_id`, `rsvp_status`, `party_size` ON `guests`
WHEN OLD.`event_id` IS NOT NEW.`event_id` OR OLD.`rsvp_status` IS NOT NEW.`rsvp_status` OR OLD.`party_size` IS NOT NEW.`party_size` BEGIN
  UPDATE `event_guest_counts` SET `guests` = `guests` - 1, `seats` = `seats` - OLD.`party_size`
  WHERE `event_id` = OLD.`event_id` AND `rsvp_status` = OLD.`rsvp_status`;
  INSERT INTO `event_guest_counts` (`event_id`, `rsvp_status`, `guests`, `seats`) VALUES (NEW.`event_id`, NEW.`rsvp_status`, 1, NEW.`party_size`)
  ON CONFLICT (`event_id`, `rsvp_status`) DO UPDATE SET `guests` = `guests` + 1, `seats` = `seats` + excluded.`seats`;
END;

ALTER TABLE `events` ADD `guest_list_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `guests_phone_idx` ON `guests` (`phone`);--> statement-breakpoint
-- The host's guest list pages are kept under `events.guest_list_version` (decision 035). Only these
-- triggers change it, in the same transaction as the write they follow, so no write path (an RSVP,
-- an import, a host's edit, a waitlist promotion, a script) can leave a kept page looking current.
CREATE TRIGGER `guests_list_version_after_insert` AFTER INSERT ON `guests` BEGIN
  UPDATE `events` SET `guest_list_version` = `guest_list_version` + 1 WHERE `id` = NEW.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `guests_list_version_after_delete` AFTER DELETE ON `guests` BEGIN
  UPDATE `events` SET `guest_list_version` = `guest_list_version` + 1 WHERE `id` = OLD.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `guests_list_version_after_update` AFTER UPDATE ON `guests` BEGIN
  UPDATE `events` SET `guest_list_version` = `guest_list_version` + 1 WHERE `id` IN (OLD.`event_id`, NEW.`event_id`);
END;
--> statement-breakpoint
-- The list shows whether each guest's phone opted out of texts: an opt-out (or its withdrawal)
-- changes every list with a guest of that number.
CREATE TRIGGER `sms_opt_outs_list_version_after_insert` AFTER INSERT ON `sms_opt_outs` BEGIN
  UPDATE `events` SET `guest_list_version` = `guest_list_version` + 1 WHERE `id` IN (SELECT `event_id` FROM `guests` WHERE `phone` = NEW.`phone`);
END;
--> statement-breakpoint
CREATE TRIGGER `sms_opt_outs_list_version_after_delete` AFTER DELETE ON `sms_opt_outs` BEGIN
  UPDATE `events` SET `guest_list_version` = `guest_list_version` + 1 WHERE `id` IN (SELECT `event_id` FROM `guests` WHERE `phone` = OLD.`phone`);
END;
--> statement-breakpoint
CREATE TRIGGER `sms_opt_outs_list_version_after_update` AFTER UPDATE ON `sms_opt_outs` BEGIN
  UPDATE `events` SET `guest_list_version` = `guest_list_version` + 1 WHERE `id` IN (SELECT `event_id` FROM `guests` WHERE `phone` IN (OLD.`phone`, NEW.`phone`));
END;

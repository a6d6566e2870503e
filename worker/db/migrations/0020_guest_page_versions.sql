ALTER TABLE `events` ADD `details_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `wishlist_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A guest's public page and gift page are kept under the event's versions (decision 035's
-- addendum): `guest_list_version` (migration 0016: every write to the event's guests), and these two.
-- Only these triggers change them, in the same transaction as the write they follow, so no write
-- path (a host's edit, a co-host's acceptance, a renamed account, a script) can leave a kept page
-- looking current.
--
-- The event's own row: any update that is not one of the version triggers' own (the versions only
-- ever change alone, so an update that leaves all three as they were is a change of the event).
CREATE TRIGGER `events_details_version_after_update` AFTER UPDATE ON `events`
WHEN OLD.`guest_list_version` IS NEW.`guest_list_version` AND OLD.`details_version` IS NEW.`details_version` AND OLD.`wishlist_version` IS NEW.`wishlist_version` BEGIN
  UPDATE `events` SET `details_version` = `details_version` + 1 WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
-- The page names the host and the accepted co-hosts.
CREATE TRIGGER `event_cohosts_details_version_after_insert` AFTER INSERT ON `event_cohosts` BEGIN
  UPDATE `events` SET `details_version` = `details_version` + 1 WHERE `id` = NEW.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_cohosts_details_version_after_update` AFTER UPDATE ON `event_cohosts` BEGIN
  UPDATE `events` SET `details_version` = `details_version` + 1 WHERE `id` IN (OLD.`event_id`, NEW.`event_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `event_cohosts_details_version_after_delete` AFTER DELETE ON `event_cohosts` BEGIN
  UPDATE `events` SET `details_version` = `details_version` + 1 WHERE `id` = OLD.`event_id`;
END;
--> statement-breakpoint
-- A renamed (or deleted) member changes the host names of every event they host or co-host.
CREATE TRIGGER `users_name_details_version_after_update` AFTER UPDATE OF `name` ON `users` WHEN OLD.`name` IS NOT NEW.`name` BEGIN
  UPDATE `events` SET `details_version` = `details_version` + 1 WHERE `host_id` = NEW.`id` OR `id` IN (SELECT `event_id` FROM `event_cohosts` WHERE `user_id` = NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `users_details_version_after_delete` AFTER DELETE ON `users` BEGIN
  UPDATE `events` SET `details_version` = `details_version` + 1 WHERE `host_id` = OLD.`id` OR `id` IN (SELECT `event_id` FROM `event_cohosts` WHERE `user_id` = OLD.`id`);
END;
--> statement-breakpoint
-- Everything a gift page reads of the wishlist: settings (bands, whether the assignment ran), items,
-- the guest's band, assignments and pot members.
CREATE TRIGGER `wishlist_settings_wishlist_version_after_insert` AFTER INSERT ON `wishlist_settings` BEGIN
  UPDATE `events` SET `wishlist_version` = `wishlist_version` + 1 WHERE `id` = NEW.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `wishlist_settings_wishlist_version_after_update` AFTER UPDATE ON `wishlist_settings` BEGIN
  UPDATE `events` SET `wishlist_version` = `wishlist_version` + 1 WHERE `id` IN (OLD.`event_id`, NEW.`event_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `wishlist_settings_wishlist_version_after_delete` AFTER DELETE ON `wishlist_settings` BEGIN
  UPDATE `events` SET `wishlist_version` = `wishlist_version` + 1 WHERE `id` = OLD.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `wishlist_items_wishlist_version_after_insert` AFTER INSERT ON `wishlist_items` BEGIN
  UPDATE `events` SET `wishlist_version` = `wishlist_version` + 1 WHERE `id` = NEW.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `wishlist_items_wishlist_version_after_update` AFTER UPDATE ON `wishlist_items` BEGIN
  UPDATE `events` SET `wishlist_version` = `wishlist_version` + 1 WHERE `id` IN (OLD.`event_id`, NEW.`event_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `wishlist_items_wishlist_version_after_delete` AFTER DELETE ON `wishlist_items` BEGIN
  UPDATE `events` SET `wishlist_version` = `wishlist_version` + 1 WHERE `id` = OLD.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `wishlist_guest_bands_wishlist_version_after_insert` AFTER INSERT ON `wishlist_guest_bands` BEGIN
  UPDATE `events` SET `wishlist_version` = `wishlist_version` + 1 WHERE `id` = NEW.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `wishlist_guest_bands_wishlist_version_after_update` AFTER UPDATE ON `wishlist_guest_bands` BEGIN
  UPDATE `events` SET `wishlist_version` = `wishlist_version` + 1 WHERE `id` IN (OLD.`event_id`, NEW.`event_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `wishlist_guest_bands_wishlist_version_after_delete` AFTER DELETE ON `wishlist_guest_bands` BEGIN
  UPDATE `events` SET `wishlist_version` = `wishlist_version` + 1 WHERE `id` = OLD.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `wishlist_assignments_wishlist_version_after_insert` AFTER INSERT ON `wishlist_assignments` BEGIN
  UPDATE `events` SET `wishlist_version` = `wishlist_version` + 1 WHERE `id` = NEW.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `wishlist_assignments_wishlist_version_after_update` AFTER UPDATE ON `wishlist_assignments` BEGIN
  UPDATE `events` SET `wishlist_version` = `wishlist_version` + 1 WHERE `id` IN (OLD.`event_id`, NEW.`event_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `wishlist_assignments_wishlist_version_after_delete` AFTER DELETE ON `wishlist_assignments` BEGIN
  UPDATE `events` SET `wishlist_version` = `wishlist_version` + 1 WHERE `id` = OLD.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `wishlist_pot_members_wishlist_version_after_insert` AFTER INSERT ON `wishlist_pot_members` BEGIN
  UPDATE `events` SET `wishlist_version` = `wishlist_version` + 1 WHERE `id` = NEW.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `wishlist_pot_members_wishlist_version_after_update` AFTER UPDATE ON `wishlist_pot_members` BEGIN
  UPDATE `events` SET `wishlist_version` = `wishlist_version` + 1 WHERE `id` IN (OLD.`event_id`, NEW.`event_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `wishlist_pot_members_wishlist_version_after_delete` AFTER DELETE ON `wishlist_pot_members` BEGIN
  UPDATE `events` SET `wishlist_version` = `wishlist_version` + 1 WHERE `id` = OLD.`event_id`;
END;

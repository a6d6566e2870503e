ALTER TABLE `shops` ADD `lat` real;--> statement-breakpoint
ALTER TABLE `shops` ADD `lng` real;
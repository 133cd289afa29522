ALTER TABLE `contact_messages` ADD `user_id` text REFERENCES users(id) ON DELETE SET NULL;

-- Issue 42: when Tap first said it does not know a pending payment's charge (404), so the re-check asks again
-- only now and then and abandons it at 48 hours like an unpaid one.
ALTER TABLE `payments` ADD `charge_unknown_at` integer;

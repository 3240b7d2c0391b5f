-- Issue 37: spellings, Arabizi and English terms the family filter missed, added to the shipped
-- list (schema/family-filter-list.ts; a unit test keeps the list and migrations 0005 and 0020 the
-- same). OR IGNORE: a term the platform admin already added stays as the admin wrote it.
INSERT OR IGNORE INTO `family_filter_terms` (`term`, `match`) VALUES
	('خراء', 'word'),
	('كسامك', 'part'),
	('كساختك', 'part'),
	('زبري', 'exact'),
	('زبرك', 'exact'),
	('طيظ', 'word'),
	('عاهره', 'word'),
	('نياك', 'exact'),
	('سكس', 'word'),
	('sharmu6', 'part'),
	('sharmou6', 'part'),
	('kosomk', 'part'),
	('kosomok', 'part'),
	('kosumak', 'part'),
	('kosokhtak', 'part'),
	('kosekhtak', 'part'),
	('kos omk', 'word'),
	('kos okhtak', 'word'),
	('5ra', 'word'),
	('khra', 'word'),
	('6iz', 'word'),
	('a7eh', 'word'),
	('zebi', 'word'),
	('sex', 'word');

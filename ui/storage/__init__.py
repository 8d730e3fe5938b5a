"""Files: where they live, saves, recent games, records, settings, best results.

The floors inside (.importlinter's storage contract): folders.py (where) and files.py (how: the atomic writer,
the one careful reader every file is read by, a damaged file set aside) at the bottom, with notice.py (what a store
has to tell the player, as a code); record.py, bests.py, prefs.py and wordfiles.py (the language files, for
python-i18n) on them; recent.py on record.py; saves.py on top. The stores draw
nothing and answer the player in codes, a Notice the screen words (ui/kit/notices.py); only record.py still words
a record's result and refusals, until records speak in codes too (issue 22).
"""

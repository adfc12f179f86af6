"""Belote contrée as a self-contained game: its 32-card pack, the contrée auction, the trick
duties, belote/rebelote, the scoring, one table that replays an incident, and the rulings.

Data flows record -> :class:`~director.belote.table.BeloteTable` -> ruling -> render, as for
bridge; the articles cited are those of the project's own catalog ``laws/belote-contree/``.
The table finds each irregularity's rule (director/rules/belote, one article a file) through
the edition :class:`~director.editions.belote.BeloteContree`; commands reach the game through
:class:`~director.games.belote.BeloteGame`. Nothing here imports the bridge engine, a rule
by name, or the command line (a layer of the import-linter contract, beside the engine).
"""

EDITION = "belote-contree"

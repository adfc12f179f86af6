"""Belote contrée as a self-contained game: its 32-card pack, the contrée auction, the trick
duties, belote/rebelote, the scoring, one table that replays an incident, and the rulings.

Data flows record -> :class:`~director.belote.table.BeloteTable` -> ruling -> render, as for
bridge; the articles cited are those of the project's own catalog ``laws/belote-contree/``.
Nothing here imports the bridge engine or its rules.
"""

EDITION = "belote-contree"

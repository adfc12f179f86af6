"""Belote contrée: one article a file (the project's own articles, laws/belote-contree),
found by the Belote table through its edition (director.editions.belote)."""

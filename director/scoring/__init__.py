"""Duplicate scoring: Law 77 scores, matchpoints and IMPs (Law 78), adjusted scores (Law 12C).

Import the modules themselves (``director.scoring.law77`` ...); this package imports nothing,
so that loading it costs nothing.
"""

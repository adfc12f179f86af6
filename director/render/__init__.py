"""Renderers: the same data as rich text or as JSON."""

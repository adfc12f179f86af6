"""Incident records: the project's own format (YAML or JSON) and the compact notation."""

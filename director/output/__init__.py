"""What the commands write: one registry of output formats (formats.py)."""
